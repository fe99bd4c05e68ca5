import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyMigrations, MigrationFailed } from '@tjas/backend/apply-migrations';
import { demoPng } from '@tjas/backend/demo-images';
import { startMailCatcher, type MailCatcher } from '@tjas/backend/mail-catcher';
import { REPO_ROOT } from '@tjas/backend/paths';
import { runPocketBaseCommand, startPocketBase, type CodeFolders } from '@tjas/backend/pocketbase-process';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRODUCTION_SUPERUSER,
  productionEnv,
  startProductionSite,
  superuserClient,
} from './support/production-site.ts';
import { freePort } from './support/test-pocketbase.ts';

/**
 * The release an upgrade starts from: the latest tag before this version. Its migrations and hooks
 * are kept as a fixture, because a CI clone has neither the tag nor the history. With each tag:
 * `git archive --format=tar.gz -o tests/fixtures/releases/<tag>-backend.tar.gz <tag> packages/backend/pb_migrations packages/backend/pb_hooks`
 */
const PREVIOUS_RELEASE = 'v1.0.0';
const RELEASE_ARCHIVE = join(REPO_ROOT, `tests/fixtures/releases/${PREVIOUS_RELEASE}-backend.tar.gz`);

let previous: CodeFolders;
let mail: MailCatcher;

async function unpack(archive: Buffer | string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `tjas-${PREVIOUS_RELEASE}-`));
  if (typeof archive === 'string') execFileSync('tar', ['-xzf', archive, '-C', dir]);
  else execFileSync('tar', ['-x', '-C', dir], { input: archive });
  return dir;
}

/** The tag's own files, when this clone has the tag; undefined otherwise. */
function tagArchive(): Buffer | undefined {
  try {
    return execFileSync(
      'git',
      ['archive', '--format=tar', PREVIOUS_RELEASE, 'packages/backend/pb_migrations', 'packages/backend/pb_hooks'],
      { cwd: REPO_ROOT, maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] },
    );
  } catch {
    return undefined;
  }
}

/** A data folder as the previous release left it, with a member's life in it. */
async function previousSite(): Promise<{ dataDir: string; ids: Record<string, string> }> {
  const dataDir = join(await mkdtemp(join(tmpdir(), 'tjas-upgrade-')), 'pb_data');
  await runPocketBaseCommand(['migrate', 'up'], dataDir, previous);
  await runPocketBaseCommand(
    ['superuser', 'upsert', PRODUCTION_SUPERUSER.email, PRODUCTION_SUPERUSER.password],
    dataDir,
    previous,
  );
  const server = await startPocketBase({
    dataDir,
    port: await freePort(),
    quiet: true,
    code: previous,
    env: { TJAS_MAIL_JOB: 'off' },
  });
  try {
    const admin = new PocketBase(server.url).autoCancellation(false);
    await admin.collection('_superusers').authWithPassword(PRODUCTION_SUPERUSER.email, PRODUCTION_SUPERUSER.password);
    const committee = await admin
      .collection('committees')
      .create({ key: 'activiteiten', name: 'Activiteitencommissie', admin: false });
    const member = async (username: string) =>
      admin.collection('users').create({
        email: `${username}@tjas-test.nl`,
        username,
        name: username,
        password: 'wachtwoord-2026',
        passwordConfirm: 'wachtwoord-2026',
        verified: true,
      });
    const anna = await member('anna');
    const bart = await member('bart');
    const event = await admin.collection('events').create({
      title: 'Schaatsweekend',
      start: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      organiser: committee.id,
      capacity: 1,
    });
    // Members sign up themselves: the release's own hooks decide the place and the waiting list.
    for (const username of ['anna', 'bart']) {
      const client = new PocketBase(server.url).autoCancellation(false);
      await client.collection('users').authWithPassword(username, 'wachtwoord-2026');
      await client.collection('signups').create({ event: event.id, user: client.authStore.record?.id });
    }
    const album = await admin.collection('albums').create({ title: 'Elfstedentocht', date: new Date().toISOString() });
    for (const seed of [1, 2, 3]) {
      const form = new FormData();
      form.set('album', album.id);
      form.set(
        'image',
        demoPng(
          64,
          48,
          [
            [10, 20, 30],
            [200, 210, 220],
          ],
          seed,
        ),
        `foto-${seed}.png`,
      );
      await admin.collection('photos').create(form);
    }
    return { dataDir, ids: { anna: anna.id, bart: bart.id, event: event.id, album: album.id } };
  } finally {
    await server.stop();
  }
}

const sha256 = async (file: string) =>
  createHash('sha256')
    .update(await readFile(file))
    .digest('hex');

beforeAll(async () => {
  const dir = await unpack(RELEASE_ARCHIVE);
  previous = {
    migrationsDir: join(dir, 'packages/backend/pb_migrations'),
    hooksDir: join(dir, 'packages/backend/pb_hooks'),
  };
  mail = await startMailCatcher(await freePort(), await freePort());
});

afterAll(async () => {
  await mail?.stop();
});

describe(`an upgrade from ${PREVIOUS_RELEASE}`, () => {
  it.skipIf(tagArchive() === undefined)(
    "starts from the tag's own migrations and hooks (checked where the clone has the tag)",
    async () => {
      const fromTag = await unpack(tagArchive()!);
      const fromFixture = await unpack(RELEASE_ARCHIVE);
      expect(() => execFileSync('diff', ['-r', fromTag, fromFixture], { stdio: 'pipe' })).not.toThrow();
    },
  );

  it('applies the new migrations on `pnpm serve`, keeps every record, fills the new fields, and keeps a copy of before', async () => {
    const { dataDir, ids } = await previousSite();
    const site = await startProductionSite({ ...productionEnv(await freePort(), mail.smtpPort), PB_DATA_DIR: dataDir });
    try {
      expect(site.output()).toMatch(
        new RegExp(`Nieuwe migraties toegepast; de database van ervoor staat in ${dataDir}-voor-upgrade-\\d{8}-\\d{6}`),
      );
      expect(site.output()).toMatch(/Bestaande data behouden/);
      const admin = await superuserClient(site.url);
      expect(
        (await admin.collection('users').getFullList({ sort: 'username' })).map((user) => user['username']),
      ).toEqual(['anna', 'bart']);
      // An existing site keeps its own committees: none are added.
      expect((await admin.collection('committees').getFullList()).map((committee) => committee['key'])).toEqual([
        'activiteiten',
      ]);
      const signups = await admin.collection('signups').getFullList({ filter: `event = "${ids['event']}"` });
      expect(Object.fromEntries(signups.map((signup) => [signup['user'], signup['status']]))).toEqual({
        [ids['anna']!]: 'confirmed',
        [ids['bart']!]: 'waiting',
      });
      // The counts that event cards show now, filled from the existing sign-ups.
      const event = await admin.collection('events').getOne(ids['event']!);
      expect([event['signups_confirmed'], event['signups_waiting']]).toEqual([1, 1]);
      // Photos keep their upload order as their position.
      const photos = await admin
        .collection('photos')
        .getFullList({ filter: `album = "${ids['album']}"`, sort: 'created' });
      expect(photos.map((photo) => photo['position'])).toEqual([1, 2, 3]);
      const token = await admin.files.getToken(); // photos are for members only
      expect((await fetch(admin.files.getURL(photos[0]!, String(photos[0]!['image']), { token }))).status).toBe(200);
    } finally {
      await site.stop();
    }
  });

  it('puts the data back exactly as it was when a migration fails, so the previous release starts on it', async () => {
    const { dataDir, ids } = await previousSite();
    const before = await sha256(join(dataDir, 'data.db'));
    const broken = await mkdtemp(join(tmpdir(), 'tjas-broken-migrations-'));
    await cp(join(REPO_ROOT, 'packages/backend/pb_migrations'), broken, { recursive: true });
    // A new migration that changes data and then fails half-way.
    await writeFile(
      join(broken, '1799999999_broken.js'),
      "migrate((app) => { app.db().newQuery('DELETE FROM signups').execute(); throw new Error('kolom bestaat niet'); }, () => {});\n",
    );

    const failure = await applyMigrations(dataDir, { migrationsDir: broken }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(MigrationFailed);
    expect((failure as MigrationFailed).message).toMatch(
      /^migratie 1799999999_broken\.js faalde: .*kolom bestaat niet/,
    );
    expect(await sha256(join(dataDir, 'data.db'))).toBe(before);

    const server = await startPocketBase({
      dataDir,
      port: await freePort(),
      quiet: true,
      code: previous,
      env: { TJAS_MAIL_JOB: 'off' },
    });
    try {
      const admin = new PocketBase(server.url).autoCancellation(false);
      await admin.collection('_superusers').authWithPassword(PRODUCTION_SUPERUSER.email, PRODUCTION_SUPERUSER.password);
      expect(await admin.collection('signups').getFullList({ filter: `event = "${ids['event']}"` })).toHaveLength(2);
    } finally {
      await server.stop();
    }
  });
});
