import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backupName, backupPrefix } from '@tjas/backend/backup-keeper';
import { runScheduledBackup } from '@tjas/backend/backup-schedule';
import { demoPng } from '@tjas/backend/demo-images';
import { startMailCatcher, type MailCatcher } from '@tjas/backend/mail-catcher';
import PocketBase from 'pocketbase';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRODUCTION_SUPERUSER,
  productionEnv,
  runBackendCommand,
  startProductionSite,
  superuserClient,
  type ProductionSite,
} from './support/production-site.ts';
import { freePort, startTestPocketBase } from './support/test-pocketbase.ts';

// Backups and uploaded files on S3-compatible storage (s3rver on loopback stands in for it), and
// the restore drill of docs/operations.md, command by command.

let s3: S3rver;
let s3Dir: string;
let s3Port: number;
let mail: MailCatcher;
let site: ProductionSite;
let env: Record<string, string>;
let admin: PocketBase;

async function objects(bucket: string): Promise<string[]> {
  // s3rver keeps each object as a file "<key>._S3rver_object", with its metadata beside it.
  const found: string[] = [];
  const walk = async (dir: string, prefix: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      if (entry.isDirectory()) await walk(join(dir, entry.name), `${prefix}${entry.name}/`);
      else if (entry.name.endsWith('._S3rver_object'))
        found.push(`${prefix}${entry.name.slice(0, -'._S3rver_object'.length)}`);
    }
  };
  await walk(join(s3Dir, bucket), '');
  return found;
}

async function startS3(): Promise<void> {
  s3 = new S3rver({
    port: s3Port,
    address: '127.0.0.1',
    silent: true,
    directory: s3Dir,
    configureBuckets: [
      { name: 'tjas-backups', configs: [] },
      { name: 'tjas-files', configs: [] },
    ],
  });
  await s3.run();
}

function sponsorWithLogo(name: string, seed: number): FormData {
  const form = new FormData();
  form.append('name', name);
  form.append('tier', 'zilver');
  form.append(
    'logo',
    demoPng(
      240,
      120,
      [
        [20, 60, 160],
        [220, 230, 255],
      ],
      seed,
    ),
    'logo.png',
  );
  return form;
}

beforeAll(async () => {
  s3Dir = await mkdtemp(join(tmpdir(), 'tjas-s3-'));
  s3Port = await freePort();
  await startS3();
  mail = await startMailCatcher(await freePort(), await freePort());
  const bucket = (prefix: string, name: string) => ({
    [`${prefix}BUCKET`]: name,
    [`${prefix}ENDPOINT`]: `http://127.0.0.1:${s3Port}`,
    [`${prefix}ACCESS_KEY`]: 'S3RVER',
    [`${prefix}SECRET`]: 'S3RVER',
    [`${prefix}FORCE_PATH_STYLE`]: 'true',
  });
  env = {
    ...productionEnv(await freePort(), mail.smtpPort),
    // Every minute, so a scheduled backup happens during the test (production: nightly).
    TJAS_BACKUP_CRON: '* * * * *',
    ...bucket('TJAS_BACKUP_S3_', 'tjas-backups'),
    ...bucket('TJAS_FILES_S3_', 'tjas-files'),
  };
  site = await startProductionSite(env);
  admin = await superuserClient(site.url);
}, 120_000);

afterAll(async () => {
  await site?.stop();
  await mail?.stop();
  await s3?.close();
});

describe('backups on S3-compatible storage', () => {
  it('follow the restore drill of docs/operations.md: backup, list, a mistake, restore, everything back', async () => {
    const sponsor = await admin.collection('sponsors').create({ name: 'Schaatshuis Noord', tier: 'goud' });

    const made = await runBackendCommand('backup-cli.ts', [], env);
    expect(made.stderr).toBe('');
    const name = /Backup gemaakt: (\S+\.zip)/.exec(made.stdout)?.[1] ?? '';
    expect(await objects('tjas-backups')).toContain(name);
    const listed = await runBackendCommand('backup-cli.ts', ['list'], env);
    expect(listed.stdout).toContain(name);

    // The mistake: a sponsor deleted, another one added.
    await admin.collection('sponsors').delete(sponsor.id);
    await admin.collection('sponsors').create({ name: 'Per ongeluk', tier: 'brons' });

    const restored = await runBackendCommand('backup-cli.ts', ['restore', name], env);
    expect(restored.stderr).toBe('');
    expect(restored.stdout).toMatch(/is teruggezet/);
    await admin.collection('_superusers').authWithPassword(PRODUCTION_SUPERUSER.email, PRODUCTION_SUPERUSER.password);
    expect((await admin.collection('sponsors').getFullList()).map((record) => record['name'])).toEqual([
      'Schaatshuis Noord',
    ]);
    // The restored database knows the backup it came from as checked and good.
    const check = await admin.collection('backup_checks').getFirstListItem(admin.filter('name = {:name}', { name }));
    expect(check['ok']).toBe(true);
  });

  it('are also made on the schedule, named after the site, read back and checked', async () => {
    const prefix = backupPrefix(env['TJAS_PUBLIC_URL']!);
    expect(prefix).toBe('leden-tjas-test-nl-backup-');
    // Only a backup made from now on: one the schedule made during the restore drill above had its
    // check recorded in the database that the drill's restore then replaced.
    const from = site.output().length;
    const logged = () =>
      new RegExp(`Backup (${prefix}\\d{8}-\\d{6}\\.zip) gemaakt en nagekeken: \\d+ records`).exec(
        site.output().slice(from),
      )?.[1];
    await expect.poll(logged, { timeout: 75_000, interval: 1_000 }).toBeDefined();
    const scheduled = logged()!;
    expect(await objects('tjas-backups')).toContain(scheduled);
    const check = await admin
      .collection('backup_checks')
      .getFirstListItem(admin.filter('name = {:scheduled}', { scheduled }));
    expect(check['ok']).toBe(true);
    expect((await objects('tjas-backups')).some((key) => key.startsWith('@auto_pb_backup_'))).toBe(false);
  }, 90_000);

  it('of two sites sharing a bucket are kept apart: each keeps its own and removes only its own', async () => {
    const other = await startTestPocketBase();
    try {
      const otherUrl = 'https://proef.tjas-test.nl';
      const s3Settings = {
        enabled: true,
        bucket: 'tjas-backups',
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${s3Port}`,
        accessKey: 'S3RVER',
        secret: 'S3RVER',
        forcePathStyle: true,
      };
      await other.admin.settings.update({ meta: { appURL: otherUrl }, backups: { s3: s3Settings } });
      const mine = backupPrefix(env['TJAS_PUBLIC_URL']!);
      const theirs = backupPrefix(otherUrl);
      expect(theirs).not.toBe(mine);

      // Old backups in the bucket (uploaded, as a maintainer can): forty days ago, two of the
      // other site's on one day (it keeps the newer) and one of this site's, later that day.
      const day = new Date(Date.now() - 40 * 24 * 3600_000);
      const at = (hour: number) => new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour));
      const made = await runBackendCommand('backup-cli.ts', [], env);
      const fresh = /Backup gemaakt: ([a-z0-9-]+\.zip)/.exec(made.stdout)?.[1] ?? '';
      expect(fresh.startsWith(mine)).toBe(true);
      const bytes = await (await fetch(admin.backups.getDownloadURL(await admin.files.getToken(), fresh))).blob();
      const upload = (client: PocketBase, name: string) =>
        client.backups.upload({ file: new File([bytes], name, { type: 'application/zip' }) });
      const theirOlder = backupName(theirs, at(2));
      const theirNewer = backupName(theirs, at(3));
      const myOld = backupName(mine, at(4));
      await upload(other.admin, theirOlder);
      await upload(other.admin, theirNewer);
      await upload(admin, myOld);

      // The other site's scheduled run, as its schedule would start it.
      const log: string[] = [];
      await runScheduledBackup(
        async () => other.admin,
        (line) => log.push(line),
      );
      expect(log.join('\n')).toMatch(new RegExp(`Backup ${theirs}\\d{8}-\\d{6}\\.zip gemaakt en nagekeken`));
      const left = await objects('tjas-backups');
      expect(left).not.toContain(theirOlder);
      expect(left).toContain(theirNewer);
      expect(left).toContain(myOld);
      expect(left).toContain(fresh);
      // Each status card shows its own site's newest good backup.
      const status = await admin.send<{ backups: { newest: string } }>('/api/tjas/status', {});
      expect(status.backups.newest.startsWith(mine)).toBe(true);
      const theirStatus = await other.admin.send<{ backups: { newest: string } }>('/api/tjas/status', {});
      expect(theirStatus.backups.newest.startsWith(theirs)).toBe(true);
    } finally {
      await other.stop();
    }
  }, 90_000);

  it('that fail are shown on the status card and mailed to the admins', async () => {
    const created = await runBackendCommand(
      'admin-create-cli.ts',
      ['--email', 'penningmeester@tjas-test.nl', '--name', 'Pim Penning'],
      env,
    );
    expect(created.stderr).toBe('');
    await s3.close();
    try {
      const made = await runBackendCommand('backup-cli.ts', [], env);
      expect(made.code).toBe(1);
      expect(made.stderr).toMatch(
        /^Backup leden-tjas-test-nl-backup-\d{8}-\d{6}\.zip mislukt:\n {2}- De backup kon niet worden gemaakt: /,
      );
      const status = await admin.send<{ backups: { problem: string } }>('/api/tjas/status', {});
      expect(status.backups.problem).toMatch(/^De backups in S3 \(tjas-backups\) zijn niet bereikbaar/);
    } finally {
      await startS3();
    }
    const status = await admin.send<{ backups: { problem: string } }>('/api/tjas/status', {});
    expect(status.backups.problem).toMatch(/^De backup van .+ is mislukt: De backup kon niet worden gemaakt/);
    await admin.send('/api/tjas/mails/versturen', { method: 'POST' });
    const alert = mail.messages.find(
      (message) => message.to.includes('penningmeester@tjas-test.nl') && message.subject.startsWith('Backup mislukt: '),
    );
    expect(alert?.text).toMatch(/is mislukt of afgekeurd toen de site hem nakeek/);
    expect(alert?.text).toMatch(/https:\/\/leden\.tjas-test\.nl\/tjas-actief\/ledenbeheer/);
  }, 90_000);
});

describe('uploaded files on S3-compatible storage', () => {
  it('are stored in the bucket and served by the site as before', async () => {
    const sponsor = await admin.collection('sponsors').create(sponsorWithLogo('IJsbaan Oost', 7));
    const file = String(sponsor['logo']);
    expect((await objects('tjas-files')).some((key) => key.endsWith(`/${sponsor.id}/${file}`))).toBe(true);
    const served = await fetch(admin.files.getURL(sponsor, file));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('that do not answer: an upload is refused whole with a Dutch 503, logged, shown to admins, and works again when the store is back', async () => {
    const before = await admin.collection('sponsors').getFullList();
    await s3.close();
    try {
      await expect(admin.collection('sponsors').create(sponsorWithLogo('IJsbaan West', 8))).rejects.toMatchObject({
        status: 503,
        response: {
          message:
            'De opslag van bestanden is nu niet bereikbaar. Er is niets bewaard; probeer het later opnieuw. De beheerders zien dit op hun statuspagina.',
        },
      });
      expect(await admin.collection('sponsors').getFullList()).toHaveLength(before.length); // not half-saved
      expect(site.output()).toMatch(
        /Bestandsopslag onbereikbaar: POST \/api\/collections\/sponsors\/records is niet opgeslagen: .*connection refused/,
      );
      const status = await admin.send<{ files: { where: string; problem: string } }>('/api/tjas/status', {});
      expect(status.files.where).toBe('S3 (tjas-files)');
      expect(status.files.problem).toMatch(
        /^De opslag van bestanden in S3 \(tjas-files\) is niet bereikbaar: leden kunnen geen foto's of bestanden toevoegen\./,
      );
    } finally {
      await startS3();
    }
    const sponsor = await admin.collection('sponsors').create(sponsorWithLogo('IJsbaan West', 8));
    expect((await fetch(admin.files.getURL(sponsor, String(sponsor['logo'])))).status).toBe(200);
    expect((await admin.send<{ files: { problem: string } }>('/api/tjas/status', {})).files.problem).toBe('');
  });
});
