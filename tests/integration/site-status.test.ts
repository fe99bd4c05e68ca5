import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import { seedDemoData } from '@tjas/backend/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

// GET /api/tjas/status: what admins see on /tjas-actief/ledenbeheer about mails, backups and the disk.

let pb: TestPocketBase;

interface Status {
  mails: { waiting: number; failing: number; givenUp: number; lastError: string; problem: string };
  backups: { schedule: string; where: string; newest: string; newestAt: string; problem: string };
  files: { where: string; problem: string };
  disk: { total: number; free: number; problem: string };
}

const status = async () => (await pb.member('bestuur', DEMO_PASSWORD)).send<Status>('/api/tjas/status', {});

beforeAll(async () => {
  pb = await startTestPocketBase();
  await seedDemoData(pb.admin);
  // Mail goes to a port nobody listens on: the mail server is down.
  await pb.admin.settings.update({ smtp: { enabled: true, host: '127.0.0.1', port: await freePort(), tls: false } });
  pb.allowServerErrors(/\/api\/tjas\/mails\/versturen/);
});

afterAll(async () => {
  await pb?.stop();
});

describe('the site status', () => {
  it('is for admins only', async () => {
    const member = await pb.member('lid', DEMO_PASSWORD);
    await expect(member.send('/api/tjas/status', {})).rejects.toMatchObject({ status: 403 });
    await expect(pb.client().send('/api/tjas/status', {})).rejects.toMatchObject({ status: 401 });
  });

  it('reads the disk and reports no problem on a quiet site', async () => {
    const current = await status();
    expect(current.disk.total).toBeGreaterThan(current.disk.free);
    expect(current.disk.free).toBeGreaterThan(0);
    expect(current.mails).toMatchObject({ waiting: 0, failing: 0, problem: '' });
    expect(current.backups).toMatchObject({ schedule: '', newest: '', problem: '', where: 'de datamap' });
    expect(current.files).toEqual({ where: 'de datamap', problem: '' });
  });

  it('reports mails that the mail server did not take, with its error, until they go out', async () => {
    await pb.admin.collection('mail_outbox').create({
      to: 'lid@tjas.example',
      kind: 'bestelling',
      subject: 'Je bestelling',
      text: 'Tekst',
      html: '<p>Tekst</p>',
      attempts: 0,
    });
    await pb.admin.send('/api/tjas/mails/versturen', { method: 'POST' });
    const current = await status();
    expect(current.mails).toMatchObject({ waiting: 1, failing: 1 });
    expect(current.mails.problem).toBe(
      '1 mail(s) aan leden konden nog niet worden verstuurd; de site probeert het opnieuw.',
    );
    expect(current.mails.lastError).toMatch(/connect|refused|dial/i);
  });

  it('reports a backup store that does not answer', async () => {
    const s3 = {
      enabled: true,
      bucket: 'tjas-backups',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${await freePort()}`,
      accessKey: 'x',
      secret: 'y',
      forcePathStyle: true,
    };
    await pb.admin.settings.update({ backups: { s3 } });
    try {
      const unreachable = (await status()).backups;
      expect(unreachable.where).toBe('S3 (tjas-backups)');
      expect(unreachable.problem).toMatch(/^De backups in S3 \(tjas-backups\) zijn niet bereikbaar: /);
    } finally {
      await pb.admin.settings.update({ backups: { s3: { ...s3, enabled: false } } });
    }
  });
});
