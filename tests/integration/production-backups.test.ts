import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
import { freePort } from './support/test-pocketbase.ts';

// Backups and uploaded files on S3-compatible storage (s3rver on loopback stands in for it), and
// the README's restore drill, command by command.

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
    TJAS_BACKUP_KEEP: '3',
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
  it('follow the README\u2019s restore drill: backup, list, a mistake, restore, everything back', async () => {
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
  });

  it('are also made on the schedule, into the bucket', async () => {
    // PocketBase names scheduled backups @auto_pb_backup_<app>_<time>.zip.
    await expect
      .poll(async () => (await objects('tjas-backups')).some((key) => key.startsWith('@auto_pb_backup_')), {
        timeout: 75_000,
        interval: 1_000,
      })
      .toBe(true);
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
