/// <reference path="../../pb_data/types.d.ts" />
// How each version of a section does for the members who load it. Members' shells report once per
// version that it loaded, and the first line of an error it met while loading or rendering
// (POST /api/tjas/secties/{name}/meldingen); each member counts once per version, kept only as a
// hash. When a version that went live minutes ago fails for too many of the members who loaded
// it, the site puts the version before back by itself, writes down why, and mails who released
// it: members meet a broken release for minutes, not until its volunteer notices.

/** The settings, from the environment: the window after going live, the share of members that fail, the fewest members that count. */
function settings() {
  const number = (name, fallback, min, max) => {
    const value = Number($os.getenv(name));
    return $os.getenv(name) !== '' && isFinite(value) && value >= min && value <= max ? value : fallback;
  };
  return {
    minutes: number('TJAS_SECTION_HEALTH_MINUTES', 15, 0, 1440),
    share: number('TJAS_SECTION_HEALTH_SHARE', 0.5, 0.01, 1),
    members: number('TJAS_SECTION_HEALTH_MEMBERS', 3, 1, 100000),
  };
}

/** The first line of an error as a member's shell sent it, short. */
function firstLine(text) {
  return String(text || '')
    .split('\n')[0]
    .trim()
    .slice(0, 300);
}

/**
 * Records that `member` loaded version `version` of section `name`, and `error` when they met
 * one (only the first error of a member counts). Refuses a version the site never released.
 * Returns { status, problem } for a refusal, or {}.
 */
function report(app, member, name, version, error) {
  const store = require(`${__hooks}/lib/section-store.js`);
  if (!store.releaseOf(app, name, version))
    return { status: 404, problem: `Versie ${version} van "${name}" bestaat niet.` };
  const reporter = $security.sha256(`${name}/${version}/${member}`);
  const message = firstLine(error);
  app.runInTransaction((txApp) => {
    let row;
    try {
      row = txApp.findFirstRecordByFilter(
        'section_reports',
        'section = {:name} && version = {:version} && reporter = {:reporter}',
        { name, version, reporter }
      );
    } catch (notFound) {
      row = new Record(txApp.findCollectionByNameOrId('section_reports'));
      row.load({ section: name, version, reporter, error: '' });
    }
    if (!row.isNew() && (!message || row.getString('error'))) return;
    if (message) row.set('error', message);
    txApp.save(row);
  });
  return {};
}

/** Per version of section `name`: how many members loaded it, how many met an error, and the first error. */
function healthOf(app, name) {
  const rows = arrayOf(new DynamicModel({ version: '', loads: 0, errors: 0 }));
  app
    .db()
    .newQuery(
      "SELECT version, COUNT(*) AS loads, SUM(CASE WHEN error != '' THEN 1 ELSE 0 END) AS errors FROM section_reports WHERE section = {:name} GROUP BY version"
    )
    .bind({ name })
    .all(rows);
  return rows.map((row) => {
    const first = app.findRecordsByFilter(
      'section_reports',
      "section = {:name} && version = {:version} && error != ''",
      'created',
      1,
      0,
      { name, version: row.version }
    );
    return {
      version: row.version,
      loads: row.loads,
      errors: row.errors,
      firstError: first.length > 0 ? first[0].getString('error') : '',
    };
  });
}

/**
 * Puts the version before back when live version `version` of `name` fails for too many members
 * within its first minutes (settings()). Returns the rollback ({ version, from, reason }) or null.
 */
function rollbackIfFailing(app, name, version, now) {
  const releases = require(`${__hooks}/lib/section-releases.js`);
  const limits = settings();
  const current = releases.currentState(app, name);
  if (!current || current.getString('version') !== version) return null;
  const liveSince = Date.parse(current.getString('releasedAt').replace(' ', 'T'));
  if (!(now - liveSince <= limits.minutes * 60000)) return null;
  const health = healthOf(app, name).filter((row) => row.version === version)[0];
  if (!health || health.loads < limits.members || health.errors < health.loads * limits.share) return null;
  const reason = `Automatisch teruggezet: ${health.errors} van de ${health.loads} leden die ${version} laadden kregen een fout (${health.firstError}).`;
  const outcome = require(`${__hooks}/lib/section-rollback.js`).rollBack(
    app,
    name,
    '',
    { member: '', name: 'de site (automatisch)' },
    {
      reviewRequired: String($os.getenv('TJAS_RELEASE_REVIEW') || 'on').toLowerCase() !== 'off',
      note: reason.slice(0, 500),
      // Another report may have rolled it back meanwhile: switch only from the failing version.
      precondition: (txApp) => {
        if (txApp.findFirstRecordByData('sections', 'name', name).getString('version') !== version)
          throw new Error('al teruggezet');
      },
    }
  );
  if (!outcome.result) {
    app
      .logger()
      .warn(
        'Sectie niet automatisch teruggezet',
        'section',
        name,
        'version',
        version,
        'why',
        outcome.problems.join(' ')
      );
    return null;
  }
  app
    .logger()
    .warn(
      'Sectie automatisch teruggezet',
      'section',
      name,
      'from',
      version,
      'to',
      outcome.result.version,
      'why',
      reason
    );
  mailReleaser(app, current.getString('releasedBy'), name, version, outcome.result.version, reason);
  return { version: outcome.result.version, from: version, reason };
}

/** Tells who released the failing version what happened and where to look. */
function mailReleaser(app, memberId, name, failed, back, reason) {
  if (!memberId) return;
  let member;
  try {
    member = app.findRecordById('users', memberId);
  } catch (error) {
    return;
  }
  require(`${__hooks}/lib/member-mails.js`).enqueueForAdmin(
    app,
    member,
    `${name} ${failed} is automatisch teruggezet naar ${back}`,
    [
      reason,
      `Leden krijgen weer ${back}. Kijk op de pagina Secties hoe elke versie het doet, los de fout op en breng een nieuwe versie uit; ${failed} blijft bewaard.`,
    ],
    { label: 'Naar Secties', path: '/secties' },
    'je deze versie hebt uitgebracht'
  );
}

module.exports = { healthOf, report, rollbackIfFailing, settings };
