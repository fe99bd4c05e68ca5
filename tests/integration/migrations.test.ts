import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from '@tjas/backend/paths';
import { prepareDataDir } from '@tjas/backend/pocketbase-process';
import initSqlJs from 'sql.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD_COST } from '../support/cheap-password-hashing.ts';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

let pb: TestPocketBase;
beforeAll(async () => {
  pb = await startTestPocketBase();
});
afterAll(() => pb?.stop());

describe('migrations on an empty database', () => {
  it('create the committees, events and signups collections and extend users', async () => {
    const names = (await pb.admin.collections.getFullList()).map((collection) => collection.name);
    expect(names).toEqual(expect.arrayContaining(['users', 'committees', 'events', 'signups']));

    const users = await pb.admin.collections.getOne('users');
    const fields = Object.fromEntries(users.fields.map((field: { name: string }) => [field.name, field]));
    expect(fields['username']).toMatchObject({ type: 'text', required: true });
    expect(fields['committees']).toMatchObject({ type: 'relation', maxSelect: 100 });
    expect(users.passwordAuth.identityFields).toEqual(['email', 'username']);
    expect(users.indexes.join()).toMatch(/UNIQUE INDEX `?idx_users_username/);

    const committees = await pb.admin.collections.getOne('committees');
    expect(committees.fields.map((field: { name: string }) => field.name)).toEqual(
      expect.arrayContaining(['name', 'admin', 'created', 'updated']),
    );
    expect(committees.indexes.join()).toMatch(/UNIQUE INDEX idx_committees_name/);

    const signups = await pb.admin.collections.getOne('signups');
    expect(signups.indexes.join()).toMatch(/UNIQUE INDEX idx_signups_event_user/);
  });

  it('leave password hashing at PocketBase’s default cost; only test servers lower it', async () => {
    const passwordCosts = (collections: { name: string; fields: { type: string; cost?: number }[] }[]) =>
      Object.fromEntries(
        collections.map(({ name, fields }) => [name, fields.find((field) => field.type === 'password')?.cost ?? 0]),
      );
    // A data folder as a site's start makes it: no cost of its own, so bcrypt's default (10).
    const dataDir = await mkdtemp(join(tmpdir(), 'tjas-migrated-'));
    try {
      await prepareDataDir(dataDir);
      const db = new (await initSqlJs()).Database(await readFile(join(dataDir, 'data.db')));
      const [auth] = db.exec("SELECT name, fields FROM _collections WHERE type = 'auth' ORDER BY name");
      db.close();
      const collections = (auth?.values ?? []).map(([name, fields]) => ({
        name: String(name),
        fields: JSON.parse(String(fields)) as { type: string; cost?: number }[],
      }));
      expect(passwordCosts(collections)).toMatchObject({ users: 0, _superusers: 0 });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    const tested = await Promise.all(['users', '_superusers'].map((name) => pb.admin.collections.getOne(name)));
    expect(passwordCosts(tested)).toEqual({ users: TEST_PASSWORD_COST, _superusers: TEST_PASSWORD_COST });
  });

  it('make committee names unique regardless of case', async () => {
    await pb.admin.collection('committees').create({ name: 'Redactie', admin: false });
    await expect(pb.admin.collection('committees').create({ name: 'redactie', admin: false })).rejects.toMatchObject({
      status: 400,
    });
  });

  it('send a Dutch reset mail whose link leads to this site', async () => {
    const users = await pb.admin.collections.getOne('users');
    expect(users.resetPasswordTemplate.subject).toBe('Nieuw wachtwoord voor {APP_NAME}');
    expect(users.resetPasswordTemplate.body).toContain('{APP_URL}/login/vergeten?token={TOKEN}');
  });
});

describe('collection changes through the API', () => {
  it('write no migration files into the repository (automigrate is off)', async () => {
    const before = await readdir(MIGRATIONS_DIR);
    const users = await pb.admin.collections.getOne('users');
    const authToken = users['authToken'] as { duration: number };
    await pb.admin.collections.update('users', { authToken: { ...authToken, duration: authToken.duration + 60 } });
    await pb.admin.collections.update('users', { authToken });
    expect(await readdir(MIGRATIONS_DIR)).toEqual(before);
  });
});
