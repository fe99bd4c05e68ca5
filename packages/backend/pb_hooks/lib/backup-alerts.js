/// <reference path="../../pb_data/types.d.ts" />
// What the admins must know about backups, from the checks the site recorded after each backup
// (`backup_checks`, written by src/backup-keeper.ts through pb_hooks/backups.pb.js): only this
// site's backups count (named after its public address, lib/backup-names.cjs), and only good ones
// count as a backup. The admins get a mail when a backup fails its check, and once a day while no
// good backup is younger than the schedule allows (26 hours for a nightly one; as Discourse tells
// its admins).

const OVERDUE_SUBJECT = 'Er is geen verse backup van de site';

/** The schedule the site makes backups on (TJAS_BACKUP_CRON, given by src/start.ts); '' for none. */
function schedule() {
  const cron = $os.getenv('TJAS_BACKUP_CRON') || '';
  return /^(off|uit)$/i.test(cron.trim()) ? '' : cron;
}

/**
 * How old the newest good backup may be: the schedule's longest gap plus two hours, as
 * src/start.ts works it out (TJAS_BACKUP_MAX_HOURS); 26 (a nightly schedule) when it is not given.
 */
function allowedAgeHours() {
  const hours = Number($os.getenv('TJAS_BACKUP_MAX_HOURS'));
  return hours > 0 ? hours : 26;
}

const timeOf = (value) => Date.parse(String(value || '').replace(' ', 'T'));

/** When the site was set up: its first migration (PocketBase records it in microseconds). */
function siteStarted(app) {
  const row = new DynamicModel({ applied: 0 });
  app.db().newQuery('SELECT MIN(applied) AS applied FROM _migrations').one(row);
  const applied = Number(row.applied) || 0;
  return applied > 1e14 ? applied / 1000 : applied > 1e11 ? applied : applied * 1000;
}

/**
 * The newest recorded check of this site's backups (good or not), the newest good one, and the
 * hours since the site last had a good backup (since it was set up, when it never had one).
 */
function backupState(app, now) {
  const { backupPrefix, backupTime } = require(`${__hooks}/lib/backup-names.cjs`);
  const { siteOf } = require(`${__hooks}/lib/member-mails.js`);
  // As src/backup-keeper.ts reads it: the settings file's address first (a restored database
  // carries its source site's until the next start).
  const prefix = backupPrefix($os.getenv('TJAS_PUBLIC_URL') || siteOf(app).url);
  const own = (filter) =>
    app
      .findRecordsByFilter('backup_checks', filter, '-made', 50, 0)
      .filter((check) => backupTime(prefix, check.getString('name')) !== null)[0] || null;
  const newest = own('');
  const newestGood = own('ok = true');
  const since = newestGood ? timeOf(newestGood.getString('made')) : siteStarted(app);
  return { newest, newestGood, hoursWithout: (now - since) / 3600000 };
}

/** Where the site placed the actief section ('' when it is not on the site). */
function actiefPrefix(app) {
  try {
    return app.findFirstRecordByData('sections', 'name', 'actief').getString('prefix');
  } catch (error) {
    return '';
  }
}

/** The page with the status card: member administration in the actief section, wherever the site placed it. */
function statusPage(app) {
  const prefix = actiefPrefix(app);
  return { label: 'Bekijk de status van de site', path: prefix ? `${prefix}/ledenbeheer` : '/' };
}

/** Writes a mail to every active admin, in the transaction of `app`. */
function mailAdmins(app, subject, paragraphs) {
  const { enqueueForAdmin } = require(`${__hooks}/lib/member-mails.js`);
  const admins = app.findRecordsByFilter('users', 'inactive = false && committees.admin ?= true', 'name', 500, 0);
  const page = statusPage(app);
  let mailed = 0;
  for (const admin of admins) if (enqueueForAdmin(app, admin, subject, paragraphs, page)) mailed++;
  return mailed;
}

/** The admins' mail about a backup that failed (to make, or its check after it was stored). */
function mailFailedBackup(app, check) {
  const { formatDateTime } = require(`${__hooks}/lib/member-mails.js`);
  return mailAdmins(app, `Backup mislukt: ${check.getString('name')}`, [
    `De backup van ${formatDateTime(check.getString('made'))} (${check.getString('name')}) is mislukt of afgekeurd toen de site hem nakeek:`,
    check.getString('problems'),
    'Zet deze backup niet terug. Los de oorzaak op en maak een nieuwe met "pnpm backup" (zie docs/operations.md, Backups); tot dan is de vorige goede backup de nieuwste.',
  ]);
}

/**
 * The daily reminder while a schedule is set and no good backup is younger than allowedAgeHours():
 * at most one a day (the outbox keeps the last one). Returns how many admins were mailed.
 */
function remindWhenOverdue(app, now) {
  if (!schedule()) return 0;
  const state = backupState(app, now);
  if (state.hoursWithout <= allowedAgeHours()) return 0;
  const since = new Date(now - 24 * 3600000).toISOString().replace('T', ' ');
  const recent = app.findRecordsByFilter(
    'mail_outbox',
    "kind = 'beheer' && subject ~ {:subject} && created >= {:since}",
    '',
    1,
    0,
    { subject: OVERDUE_SUBJECT, since }
  );
  if (recent.length > 0) return 0;
  const { formatDateTime } = require(`${__hooks}/lib/member-mails.js`);
  const last = state.newestGood
    ? `De nieuwste goede backup is van ${formatDateTime(state.newestGood.getString('made'))}, ${Math.floor(state.hoursWithout)} uur geleden.`
    : 'Er is nog geen enkele goede backup van de site.';
  let mailed = 0;
  app.runInTransaction((txApp) => {
    mailed = mailAdmins(txApp, OVERDUE_SUBJECT, [
      `${last} Volgens het schema (${schedule()}, UTC) hoort er elke keer een bij te komen.`,
      'Kijk op de statuspagina wat er misgaat, en in het log van de site (regels met "Backup"). Tot het is opgelost: maak een backup met "pnpm backup" en bewaar hem ook buiten de server.',
    ]);
  });
  return mailed;
}

module.exports = { allowedAgeHours, backupState, mailFailedBackup, remindWhenOverdue, schedule };
