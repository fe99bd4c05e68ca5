import { describe, expect, it } from 'vitest';
import { loadHook } from './load-hook.ts';
import { mailWorld, member } from './mail-stand-ins.ts';
import { recordStandIn, type RecordStandIn } from './record-stand-in.ts';

// What the admins hear about backups (pb_hooks/lib/backup-alerts.js) without a server: which
// checks count (this site's, by name), how long the site has been without a good backup, when
// the daily reminder goes out and what the mails say. The routes and the keeper that records
// the checks are in tests/integration/backup-checks.test.ts.

const HOUR = 3600000;
const NOW = Date.UTC(2026, 10, 27, 12, 0, 0); // Fri 27 Nov 2026, 13:00 in Amsterdam
const PREFIX = 'leden-tjas-nl-backup-';
const stamp = (time: number) => new Date(time).toISOString().replace('T', ' ');
const check = (name: string, hoursAgo: number, ok: boolean, problems = '') =>
  recordStandIn({ name, made: stamp(NOW - hoursAgo * HOUR), ok, problems });
const own = (hoursAgo: number, ok = true) => {
  const iso = new Date(NOW - hoursAgo * HOUR).toISOString();
  const name = `${PREFIX}${iso.slice(0, 10).replace(/-/g, '')}-${iso.slice(11, 19).replace(/:/g, '')}.zip`;
  return check(name, hoursAgo, ok, ok ? '' : 'De zip is leeg.');
};

interface Alerts {
  allowedAgeHours(): number;
  backupState(
    app: unknown,
    now: number,
  ): { newest: RecordStandIn | null; newestGood: RecordStandIn | null; hoursWithout: number };
  mailFailedBackup(app: unknown, check: RecordStandIn): number;
  remindWhenOverdue(app: unknown, now: number): number;
  schedule(): string;
}

function alerts(
  options: {
    env?: Record<string, string>;
    checks?: RecordStandIn[];
    remindedToday?: boolean;
    applied?: number;
    actief?: string;
  } = {},
) {
  const mails = mailWorld([]);
  const asked: { collection: string; filter: string; params?: unknown }[] = [];
  const admins = [member('bea', { name: 'Bea' }), member('zonder-adres', { email: '' })];
  const app = {
    ...mails.app,
    settings: () => ({ meta: { appURL: 'https://leden.tjas.nl', appName: 'Tjas' } }),
    findRecordsByFilter: (
      collection: string,
      filter: string,
      _sort: string,
      _limit: number,
      _offset: number,
      params?: unknown,
    ) => {
      asked.push({ collection, filter, params });
      if (collection === 'backup_checks')
        return (options.checks ?? [])
          .filter((candidate) => filter !== 'ok = true' || candidate.getBool('ok'))
          .sort((a, b) => (a.getString('made') < b.getString('made') ? 1 : -1));
      if (collection === 'mail_outbox') return options.remindedToday ? [recordStandIn({})] : [];
      return collection === 'users' ? admins : [];
    },
    db: () => ({
      insert: mails.app.db().insert,
      newQuery: () => ({
        one: (row: { applied: number }) => {
          row.applied = options.applied ?? 0;
        },
      }),
    }),
    findFirstRecordByData: (collection: string, _field: string, name: string) => {
      if (collection !== 'sections' || name !== 'actief' || options.actief === undefined) throw new Error('no rows');
      return recordStandIn({ prefix: options.actief });
    },
    runInTransaction: (run: (txApp: unknown) => void) => run(app),
  };
  const module = loadHook<Alerts>('lib/backup-alerts.js', {
    globals: {
      ...mails.globals,
      $os: { getenv: (name: string) => options.env?.[name] ?? '' },
      DynamicModel: function DynamicModel(fields: Record<string, unknown>) {
        return { ...fields };
      },
    },
  });
  return { ...module, app, outbox: mails.outbox, asked };
}

describe('the schedule and the allowed age', () => {
  it('reads a schedule, and none when it is off', () => {
    expect(alerts({ env: { TJAS_BACKUP_CRON: '0 2 * * *' } }).schedule()).toBe('0 2 * * *');
    for (const cron of ['', 'off', ' UIT ', 'Off'])
      expect(alerts({ env: { TJAS_BACKUP_CRON: cron } }).schedule(), cron).toBe('');
  });

  it('allows 26 hours unless the site works out another age', () => {
    expect(alerts().allowedAgeHours()).toBe(26);
    expect(alerts({ env: { TJAS_BACKUP_MAX_HOURS: '170' } }).allowedAgeHours()).toBe(170);
    expect(alerts({ env: { TJAS_BACKUP_MAX_HOURS: '-1' } }).allowedAgeHours()).toBe(26);
  });
});

describe('backupState', () => {
  it('counts only this site\u2019s backups, and only good ones as a backup', () => {
    const newest = own(2, false);
    const good = own(30);
    const site = alerts({
      checks: [
        check('leden-tjas-nl-backup-latest.zip', 1, true),
        check('ander-nl-backup-20261127-110000.zip', 1, true),
        newest,
        good,
      ],
    });
    const state = site.backupState(site.app, NOW);
    expect(state.newest).toBe(newest);
    expect(state.newestGood).toBe(good);
    expect(state.hoursWithout).toBeCloseTo(30);
  });

  it('counts from the site\u2019s first migration when it never had a good backup, in whatever unit PocketBase wrote it', () => {
    const started = NOW - 50 * HOUR;
    for (const applied of [started * 1000, started, started / 1000]) {
      const site = alerts({ applied });
      expect(site.backupState(site.app, NOW).hoursWithout, String(applied)).toBeCloseTo(50);
    }
  });
});

describe('remindWhenOverdue', () => {
  const cron = { TJAS_BACKUP_CRON: '0 2 * * *' };

  it('mails every admin with an address once the newest good backup is too old', () => {
    const site = alerts({ env: cron, checks: [own(27)], actief: '/actief' });
    expect(site.remindWhenOverdue(site.app, NOW)).toBe(1);
    expect(site.outbox).toHaveLength(1);
    const mail = site.outbox[0]!;
    expect(mail.fields).toMatchObject({
      user: 'bea',
      kind: 'beheer',
      subject: 'Er is geen verse backup van de site - Tjas',
    });
    expect(mail.getString('text')).toContain(
      'De nieuwste goede backup is van do 26 nov 2026, 10:00, 27 uur geleden. Volgens het schema (0 2 * * *, UTC) hoort er elke keer een bij te komen.',
    );
    expect(mail.getString('text')).toContain('Bekijk de status van de site: https://leden.tjas.nl/actief/ledenbeheer');
  });

  it('says so when the site never had a good backup, and links the start page without the actief section', () => {
    const site = alerts({ env: cron, applied: NOW - 100 * HOUR });
    expect(site.remindWhenOverdue(site.app, NOW)).toBe(1);
    expect(site.outbox[0]!.getString('text')).toContain('Er is nog geen enkele goede backup van de site.');
    expect(site.outbox[0]!.getString('text')).toContain('Bekijk de status van de site: https://leden.tjas.nl/\n');
  });

  it('stays silent without a schedule, within the allowed age, and after today\u2019s reminder', () => {
    for (const site of [
      alerts({ checks: [own(100)] }),
      alerts({ env: cron, checks: [own(25)] }),
      alerts({ env: { ...cron, TJAS_BACKUP_MAX_HOURS: '170' }, checks: [own(100)] }),
      alerts({ env: cron, checks: [own(100)], remindedToday: true }),
    ]) {
      expect(site.remindWhenOverdue(site.app, NOW)).toBe(0);
      expect(site.outbox).toHaveLength(0);
    }
  });

  it('looks for today\u2019s reminder in the 24 hours before now', () => {
    const site = alerts({ env: cron, checks: [own(100)] });
    site.remindWhenOverdue(site.app, NOW);
    expect(site.asked.find((call) => call.collection === 'mail_outbox')?.params).toEqual({
      subject: 'Er is geen verse backup van de site',
      since: stamp(NOW - 24 * HOUR),
    });
  });
});

describe('mailFailedBackup', () => {
  it('tells the admins which backup failed, when it was made and why', () => {
    const site = alerts({ actief: '/beheer' });
    const failed = own(3, false);
    expect(site.mailFailedBackup(site.app, failed)).toBe(1);
    const mail = site.outbox[0]!;
    expect(mail.getString('subject')).toBe(`Backup mislukt: ${failed.getString('name')} - Tjas`);
    expect(mail.getString('text')).toContain(
      `De backup van vr 27 nov 2026, 10:00 (${failed.getString('name')}) is mislukt of afgekeurd toen de site hem nakeek:\n\nDe zip is leeg.`,
    );
  });
});
