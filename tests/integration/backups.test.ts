import { createBackup, listBackups, restoreBackup } from '@tjas/backend/backups';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

let pb: TestPocketBase;
beforeAll(async () => {
  pb = await startTestPocketBase();
});
afterAll(() => pb?.stop());

describe('backup and restore', () => {
  it('brings back the data of the backup, and only that', async () => {
    const committee = await pb.admin.collection('committees').create({ name: 'Bestuur', admin: true });
    const name = await createBackup(pb.admin, 'test-backup.zip');
    expect((await listBackups(pb.admin)).map((backup) => backup.key)).toContain(name);

    await pb.admin.collection('committees').update(committee.id, { name: 'Gewijzigd bestuur' });
    await pb.admin.collection('committees').create({ name: 'Na de backup', admin: false });

    await restoreBackup(pb.admin, name);
    const admin = pb.client();
    await admin.collection('_superusers').authWithPassword('test-beheer@tjas.example', 'test-beheer-2026');
    const names = (await admin.collection('committees').getFullList()).map((record) => record['name']);
    expect(names).toEqual(['Bestuur']);
  });
});
