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
    members: number('TJAS_SECTION_HEALTH_MEMBERS', 5, 1, 100000),
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
 * one (a member's first error counts, later ones are the same member). Reports about the live
 * version count for the time it has been live (`since`); reports about an older version (an open
 * page) are kept apart. Refuses a version the site never released: { status, problem }.
 * Otherwise { changed }: whether this report added anything (only then is a rollback weighed).
 */
function report(app, member, name, version, error) {
  const releases = require(`${__hooks}/lib/section-releases.js`);
  const store = require(`${__hooks}/lib/section-store.js`);
  if (!store.releaseOf(app, name, version))
    return { status: 404, problem: `Versie ${version} van "${name}" bestaat niet.` };
  const current = releases.currentState(app, name);
  const since = current && current.getString('version') === version ? current.getString('releasedAt') : 'eerder';
  const reporter = $security.sha256(`${name}/${version}/${member}`);
  const message = firstLine(error);
  const filter = 'section = {:name} && version = {:version} && since = {:since} && reporter = {:reporter}';
  const params = { name, version, since, reporter };
  const found = app.findRecordsByFilter('section_reports', filter, '', 1, 0, params);
  // Most reports repeat what is known (every page load says "loaded"): no write for those.
  if (found.length > 0 && (!message || found[0].getString('error'))) return { changed: false };
  let changed = false;
  app.runInTransaction((txApp) => {
    const rows = txApp.findRecordsByFilter('section_reports', filter, '', 1, 0, params);
    const row = rows.length > 0 ? rows[0] : new Record(txApp.findCollectionByNameOrId('section_reports'));
    if (row.isNew()) row.load({ section: name, version, since, reporter, error: '' });
    else if (!message || row.getString('error')) return;
    if (message) row.set('error', message);
    txApp.save(row);
    changed = true;
  });
  return { changed };
}

/** How many members loaded version `version` of `name` (in the period `since`, or ever) and met an error, and the first error. */
function counts(app, name, version, since) {
  const row = new DynamicModel({ loads: 0, errors: 0 });
  app
    .db()
    .newQuery(
      "SELECT COUNT(DISTINCT reporter) AS loads, COUNT(DISTINCT CASE WHEN error != '' THEN reporter END) AS errors FROM section_reports WHERE section = {:name} AND version = {:version}" +
        (since ? ' AND since = {:since}' : '')
    )
    .bind({ name, version, since })
    .one(row);
  const first = app.findRecordsByFilter(
    'section_reports',
    "section = {:name} && version = {:version} && error != ''" + (since ? ' && since = {:since}' : ''),
    'updated',
    1,
    0,
    { name, version, since }
  );
  return { loads: row.loads, errors: row.errors, firstError: first.length > 0 ? first[0].getString('error') : '' };
}

/** Per version of section `name` ever reported: how many members loaded it, how many met an error, the first error. */
function healthOf(app, name) {
  const versions = arrayOf(new DynamicModel({ version: '' }));
  app
    .db()
    .newQuery('SELECT DISTINCT version FROM section_reports WHERE section = {:name}')
    .bind({ name })
    .all(versions);
  return versions.map((row) => Object.assign({ version: row.version }, counts(app, name, row.version, '')));
}

/**
 * Puts the version before back when live version `version` of `name` came by a release (not by a
 * person putting it back) less than settings().minutes ago and fails, since then, for at least
 * settings().share of at least settings().members members who loaded it. Goes back only to the
 * version that was live right before it. Returns the rollback ({ version, from, reason }) or null.
 */
function rollbackIfFailing(app, name, version, now) {
  const releases = require(`${__hooks}/lib/section-releases.js`);
  const store = require(`${__hooks}/lib/section-store.js`);
  const limits = settings();
  const current = releases.currentState(app, name);
  if (!current || current.getString('version') !== version) return null;
  const since = current.getString('releasedAt');
  if (!(now - Date.parse(since.replace(' ', 'T')) <= limits.minutes * 60000)) return null;
  const latest = store.lastLiveChange(app, name);
  if (!latest || latest.getString('action') !== 'release' || latest.getString('version') !== version) return null;
  const health = counts(app, name, version, since);
  if (health.loads < limits.members || health.errors < health.loads * limits.share) return null;
  const target = latest.getString('previousVersion');
  const reason = `Automatisch teruggezet: ${health.errors} van de ${health.loads} leden die ${version} laadden kregen een fout (${health.firstError.slice(0, 120)}).`;
  if (!target) {
    app.logger().warn('Sectie niet automatisch teruggezet: geen eerdere versie', 'section', name, 'version', version);
    return null;
  }
  const outcome = require(`${__hooks}/lib/section-rollback.js`).rollBack(
    app,
    name,
    target,
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
  app.logger().warn('Sectie automatisch teruggezet', 'section', name, 'from', version, 'to', target, 'why', reason);
  mailReleaser(app, current.getString('releasedBy'), name, version, target, health);
  return { version: target, from: version, reason };
}

/** Tells who released the failing version what happened and where to look (no member's text in the mail). */
function mailReleaser(app, memberId, name, failed, back, health) {
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
      `${health.errors} van de ${health.loads} leden die ${failed} laadden kregen een fout, binnen de eerste minuten nadat de versie live ging. Daarom heeft de site ${back} teruggezet.`,
      `Op de pagina Secties staat welke fout de leden zagen en hoe elke versie het doet. Los de fout op en breng een nieuwe versie uit; ${failed} blijft bewaard.`,
    ],
    { label: 'Naar Secties', path: '/secties' },
    'je deze versie hebt uitgebracht'
  );
}

module.exports = { healthOf, report, rollbackIfFailing, settings };
