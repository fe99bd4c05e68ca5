import {
  backupName,
  checkBackup,
  checkUnchecked,
  makeBackup,
  pruneBackups,
  sitePrefix,
} from '@tjas/backend/backup-keeper';
import { allowedAgeHours } from '@tjas/backend/backup-schedule';
import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import PocketBase from 'pocketbase';
import { freePort, startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

// Every backup is read back from where it was stored and checked; the status card and the admins'
// mails go by those checks, and only this site's backups count or are removed.

let pb: TestPocketBase;
let prefix: string;
const DAY = 24 * 3600 * 1000;

interface BackupStatus {
  schedule: string;
  newest: string;
  newestAt: string;
  problem: string;
}

const backupStatus = async () =>
  (await (await pb.member('bestuur', DEMO_PASSWORD)).send<{ backups: BackupStatus }>('/api/tjas/status', {})).backups;

/** The admins' mails about the site in the outbox, newest first. */
const adminMails = async () =>
  pb.admin.collection('mail_outbox').getFullList({ filter: "kind = 'beheer'", sort: '-created' });

/** The addresses of the active members of an admin committee (Bestuur, ICT-commissie). */
const adminAddresses = async () =>
  (await pb.admin.collection('users').getFullList({ filter: 'inactive = false && committees.admin ?= true' }))
    .map((member) => String(member['email']))
    .sort();

/** Stores `bytes` as backup `name`, as a maintainer's upload in the dashboard does. */
async function upload(name: string, bytes: Uint8Array<ArrayBuffer>): Promise<void> {
  await pb.admin.backups.upload({ file: new File([bytes], name, { type: 'application/zip' }) });
}

async function download(name: string): Promise<Uint8Array<ArrayBuffer>> {
  const response = await fetch(pb.admin.backups.getDownloadURL(await pb.admin.files.getToken(), name));
  return new Uint8Array(await response.arrayBuffer());
}

beforeAll(async () => {
  pb = await startTestPocketBase({
    seeded: true,
    env: { TJAS_BACKUP_CRON: '0 2 * * *', TJAS_BACKUP_MAX_HOURS: String(allowedAgeHours('0 2 * * *')) },
  });
  prefix = await sitePrefix(pb.admin);
}, 60_000);

afterAll(async () => {
  await pb?.stop();
});

describe('backup checks', () => {
  it('name a backup after the site, read it back and record it; the status card shows this site\u2019s good backups only', async () => {
    expect(prefix).toMatch(/^[a-z0-9-]+-backup-$/);
    expect(await backupStatus()).toMatchObject({ schedule: '0 2 * * *', newest: '', problem: '' }); // a new site

    const check = await makeBackup(pb.admin, prefix);
    expect(check).toMatchObject({ ok: true, problems: [] });
    expect(check.name.startsWith(prefix)).toBe(true);
    expect(check.records).toBeGreaterThan(50);
    const shown = await backupStatus();
    expect(shown).toMatchObject({ newest: check.name, problem: '' });
    expect(Date.now() - Date.parse(shown.newestAt)).toBeLessThan(60_000);

    // Another site's check, newer, in the same records: not this site's backup.
    await pb.admin.send('/api/tjas/backups/controles', {
      method: 'POST',
      body: { name: 'leden-andere-club-nl-backup-20991231-000000.zip', made: '2099-12-31T00:00:00Z', ok: true },
    });
    expect((await backupStatus()).newest).toBe(check.name);
    expect(await adminMails()).toHaveLength(0);
  }, 60_000);

  it('a backup that fails its check shows on the status card and is mailed to every admin once', async () => {
    const good = await makeBackup(pb.admin, prefix, new Date(Date.now() + 1000));
    const whole = await download(good.name);
    const broken = backupName(prefix, new Date(Date.now() + 2000));
    await upload(broken, whole.slice(0, Math.floor(whole.length / 2)));

    const [late] = await checkUnchecked(pb.admin, prefix);
    expect(late).toMatchObject({ name: broken, ok: false });
    expect(late?.problems.join(' ')).toMatch(/zip/);
    expect((await backupStatus()).problem).toMatch(/^De backup van .+ is mislukt: .*zip/);

    const mails = await adminMails();
    expect(mails.map((mail) => mail['to']).sort()).toEqual(await adminAddresses());
    expect(mails.map((mail) => mail['to'])).toContain('ict@tjas.example');
    expect(mails[0]?.['subject']).toMatch(new RegExp(`^Backup mislukt: ${broken} - `));
    expect(String(mails[0]?.['text'])).toMatch(/Zet deze backup niet terug/);

    // Checked again: still failed, no second mail.
    await checkBackup(pb.admin, broken, new Date(Date.now() + 2000));
    expect(await adminMails()).toHaveLength(mails.length);

    // The next good backup ends the problem.
    await makeBackup(pb.admin, prefix, new Date(Date.now() + 3000));
    expect((await backupStatus()).problem).toBe('');
  }, 60_000);

  it('without a good backup for 26 hours, the status card says so and the admins are reminded once a day', async () => {
    for (const check of await pb.admin.collection('backup_checks').getFullList())
      await pb.admin.collection('backup_checks').delete(check.id);
    const before = (await adminMails()).length;
    const reminder = () => pb.admin.send<{ mailed: number }>('/api/tjas/backups/herinnering', { method: 'POST' });

    await pb.admin.send('/api/tjas/backups/controles', {
      method: 'POST',
      body: {
        name: backupName(prefix, new Date(Date.now() - 25 * 3600_000)),
        made: new Date(Date.now() - 25 * 3600_000).toISOString(),
        ok: true,
      },
    });
    expect(await reminder()).toEqual({ mailed: 0 });
    expect((await backupStatus()).problem).toBe('');

    const old = new Date(Date.now() - 30 * 3600_000);
    for (const check of await pb.admin.collection('backup_checks').getFullList())
      await pb.admin.collection('backup_checks').delete(check.id);
    await pb.admin.send('/api/tjas/backups/controles', {
      method: 'POST',
      body: { name: backupName(prefix, old), made: old.toISOString(), ok: true },
    });
    expect((await backupStatus()).problem).toBe(
      'De nieuwste goede backup is 30 uur oud, terwijl het schema er minstens elke 24 uur een maakt.',
    );
    expect(await reminder()).toEqual({ mailed: (await adminAddresses()).length });
    expect(await reminder()).toEqual({ mailed: 0 });
    const mails = await adminMails();
    expect(mails).toHaveLength(before + (await adminAddresses()).length);
    expect(mails[0]?.['subject']).toMatch(/^Er is geen verse backup van de site - /);
    expect(String(mails[0]?.['text'])).toMatch(/De nieuwste goede backup is van .+, 30 uur geleden\./);
  }, 60_000);

  it('a backup that cannot be read back now is not recorded as failed: it stays, and the next run checks it', async () => {
    const made = new Date(Date.now() - 3 * DAY - 67 * 60_000); // a time no other test here uses
    const name = backupName(prefix, made);
    // Names are to the second: an hour no other test here uses.
    const good = await makeBackup(pb.admin, prefix, new Date(Date.now() - 5 * 3600_000));
    await upload(name, await download(good.name));
    // The site (and its store) does not answer for a moment.
    const away = new PocketBase(`http://127.0.0.1:${await freePort()}`);
    away.authStore.save(pb.admin.authStore.token);
    const postponed = await checkBackup(away, name, made);
    expect(postponed).toMatchObject({ name, ok: false, checked: false });
    expect(postponed.problems.join(' ')).toMatch(/^Nog niet nagekeken: /);
    const recorded = await pb.admin
      .collection('backup_checks')
      .getFullList({ filter: pb.admin.filter('name = {:name}', { name }) });
    expect(recorded).toHaveLength(0);
    expect(await pruneBackups(pb.admin, prefix, new Date(Date.now() + 30 * DAY))).not.toContain(name);
    const [late] = (await checkUnchecked(pb.admin, prefix)).filter((check) => check.name === name);
    expect(late, late?.problems.join(' ')).toMatchObject({ name, ok: true, checked: true });
  }, 60_000);

  it('retention removes only this site\u2019s own backups, in tiers, and never one that was not checked', async () => {
    // Names are to the second, and the tests above made some a few seconds ahead: a time of its own.
    const good = await makeBackup(pb.admin, prefix, new Date(Date.now() - 90_000));
    expect(good.ok).toBe(true);
    const bytes = await download(good.name);
    const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
    const own = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((days) => backupName(prefix, daysAgo(days)));
    const other = 'leden-andere-club-nl-backup-20200101-020000.zip';
    for (const name of [...own, other]) await upload(name, bytes);
    const unchecked = backupName(prefix, daysAgo(12));
    // Checked by the site: every own backup but the oldest, which stays unchecked on purpose.
    for (const [index, name] of own.entries()) await checkBackup(pb.admin, name, daysAgo(index + 2));
    await upload(unchecked, bytes);

    const removed = await pruneBackups(pb.admin, prefix);
    const left = (await pb.admin.backups.getFullList()).map((backup) => backup.key);
    expect(removed.length).toBeGreaterThan(0);
    for (const name of removed) {
      expect(name.startsWith(prefix)).toBe(true);
      expect(left).not.toContain(name);
    }
    expect(left).toContain(other);
    expect(left).toContain(unchecked);
    expect(left).toContain(good.name);
    // The newest good backup of each of the last 7 days that have one stays. Which 7 depends on the
    // hour: near midnight (UTC) the tests above made good backups on yesterday too ("5 hours ago")
    // and on the day of own's 4 days ago ("3 days and 67 minutes ago", newer than own's). At any
    // hour, each day of 2..6 days ago keeps a backup: own's, or a newer one of that day.
    const dayOfName = (name: string) => /-backup-(\d{8})-/.exec(name)?.[1];
    const daysLeft = new Set(left.filter((name) => name.startsWith(prefix)).map(dayOfName));
    for (const name of own.slice(0, 5)) expect(daysLeft).toContain(dayOfName(name));
    expect(await pruneBackups(pb.admin, prefix)).toEqual([]);
  }, 90_000);
});
