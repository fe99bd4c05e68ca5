/// <reference path="../../pb_data/types.d.ts" />
// The site's own health, for admins: what the site does in the background and could fail at
// without anyone noticing (a mail server that is down, backups that are not made or cannot be
// stored, a files store that does not answer, a disk that fills up). Each part says what is
// wrong in Dutch, or '' when all is well; a part that cannot be read says so instead of failing
// the whole answer.

const { MAX_ATTEMPTS } = require(`${__hooks}/lib/member-mails.js`);

/** Below this free space the disk is reported: a backup of the site must still fit. */
const DISK_WARNING_BYTES = 2 * 1024 * 1024 * 1024;
/** Below this the disk counts as full: a write of a photo or a busy minute of sign-ups fails. */
const DISK_FULL_BYTES = 64 * 1024 * 1024;

function count(app, filter) {
  return app.countRecords('mail_outbox', $dbx.exp(filter));
}

function mails(app) {
  const waiting = count(app, "sent = '' AND attempts < " + MAX_ATTEMPTS);
  const failing = count(app, "sent = '' AND attempts > 0 AND attempts < " + MAX_ATTEMPTS);
  const givenUp = count(app, "sent = '' AND attempts >= " + MAX_ATTEMPTS);
  const latest = app.findRecordsByFilter('mail_outbox', "sent = '' && attempts > 0", '-updated', 1, 0);
  const lastError = latest.length > 0 ? latest[0].getString('last_error') : '';
  let problem = '';
  if (givenUp > 0) problem = `${givenUp} mail(s) aan leden na ${MAX_ATTEMPTS} pogingen opgegeven.`;
  else if (failing > 0)
    problem = `${failing} mail(s) aan leden konden nog niet worden verstuurd; de site probeert het opnieuw.`;
  return { waiting, failing, givenUp, lastError: failing + givenUp > 0 ? lastError : '', problem };
}

/**
 * The backups as the site checked them (lib/backup-alerts.js): the newest good one of this site,
 * a check that failed, a schedule without a good backup for 26 hours; and whether the place they
 * are stored answers at all.
 */
function backups(app) {
  const alerts = require(`${__hooks}/lib/backup-alerts.js`);
  const { formatDateTime } = require(`${__hooks}/lib/member-mails.js`);
  const settings = app.settings().backups;
  const where = settings.s3.enabled ? `S3 (${settings.s3.bucket})` : 'de datamap';
  const state = alerts.backupState(app, Date.now());
  const good = state.newestGood;
  const result = {
    schedule: alerts.schedule(),
    where,
    newest: good ? good.getString('name') : '',
    newestAt: good ? new Date(good.getString('made').replace(' ', 'T')).toISOString() : '',
    problem: '',
  };
  if (state.newest && !state.newest.getBool('ok'))
    result.problem = `De backup van ${formatDateTime(state.newest.getString('made'))} is mislukt: ${state.newest.getString('problems')}`;
  else if (result.schedule && state.hoursWithout > alerts.allowedAgeHours())
    result.problem = good
      ? `De nieuwste goede backup is ${Math.floor(state.hoursWithout)} uur oud, terwijl het schema er minstens elke ${alerts.allowedAgeHours() - 2} uur een maakt.`
      : 'Er is nog geen goede backup gemaakt, terwijl dat volgens het schema had moeten gebeuren.';
  let fsys;
  try {
    fsys = app.newBackupsFilesystem();
    fsys.exists('tjas-status'); // false when the store answers: asking is the check
  } catch (error) {
    result.problem = `De backups in ${where} zijn niet bereikbaar: ${String(error).slice(0, 300)}`;
  } finally {
    if (fsys) fsys.close();
  }
  return result;
}

function files(app) {
  const s3 = app.settings().s3;
  if (!s3.enabled) return { where: 'de datamap', problem: '' };
  const where = `S3 (${s3.bucket})`;
  let fsys;
  try {
    fsys = app.newFilesystem();
    fsys.exists('tjas-status'); // false when the store answers: asking is the check
    return { where, problem: '' };
  } catch (error) {
    return {
      where,
      problem: `De opslag van bestanden in ${where} is niet bereikbaar: leden kunnen geen foto's of bestanden toevoegen. ${String(error).slice(0, 300)}`,
    };
  } finally {
    if (fsys) fsys.close();
  }
}

function disk(app) {
  try {
    // df -P: one line per file system, sizes in 1024-byte blocks: size, used, available.
    const lines = toString($os.cmd('df', '-Pk', app.dataDir()).output())
      .trim()
      .split('\n');
    const fields = lines[lines.length - 1].split(/\s+/);
    const total = Number(fields[1]) * 1024;
    const free = Number(fields[3]) * 1024;
    let problem = '';
    if (free < DISK_FULL_BYTES)
      problem = `De schijf van de site is vol (nog ${Math.floor(free / 1024 / 1024)} MB vrij): leden en commissies kunnen nu niets opslaan. Ruim direct op of vergroot de schijf.`;
    else if (free < DISK_WARNING_BYTES)
      problem = `Nog ${(free / 1024 / 1024 / 1024).toFixed(1).replace('.', ',')} GB vrij op de schijf van de site: ruim op of vergroot de schijf.`;
    return { total, free, problem };
  } catch (error) {
    return {
      total: 0,
      free: 0,
      problem: `De vrije ruimte op de schijf is niet te lezen: ${String(error).slice(0, 200)}`,
    };
  }
}

function status(app) {
  return { mails: mails(app), backups: backups(app), files: files(app), disk: disk(app) };
}

module.exports = { status, DISK_WARNING_BYTES };
