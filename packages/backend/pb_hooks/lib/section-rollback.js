/// <reference path="../../pb_data/types.d.ts" />
// Putting a section back on an earlier stored version: by a member with release rights
// (POST /api/tjas/secties/{name}/terugzetten) or by the site itself, when a new version fails for
// the members who load it (lib/section-health.js). The same checks either way: the version was
// released and reviewed, is still stored, still fits the shell, and its other origin still
// serves it.

/** Why version `version` of `name` was never live: rejected, waiting for review, or unknown. */
function neverLive(app, name, version) {
  const [last] = app.findRecordsByFilter(
    'section_releases',
    'section = {:name} && version = {:version}',
    '-seq',
    1,
    0,
    { name, version }
  );
  const action = last ? last.getString('action') : '';
  if (action === 'reject') return `Versie ${version} van "${name}" is afgewezen en nooit live geweest.`;
  if (action === 'submit') return `Versie ${version} van "${name}" wacht nog op controle en is nooit live geweest.`;
  return `Versie ${version} van "${name}" is nooit uitgebracht.`;
}

/**
 * Rolls section `name` back to `asked`, or to the version before when `asked` is ''. `by` is
 * { member, name } of who does it (member '' for the site itself); `options.note` says why,
 * `options.reviewRequired` whether only reviewed versions may come back, `options.precondition`
 * runs inside the switch's transaction and throws when it no longer applies. Returns
 * { result: { section, version, entry, origin, releasedAt } } or { status, problems }.
 */
function rollBack(app, name, asked, by, options) {
  const releases = require(`${__hooks}/lib/section-releases.js`);
  const store = require(`${__hooks}/lib/section-store.js`);
  const refuse = (status, problem) => ({ status, problems: [problem] });
  const current = releases.currentState(app, name);
  if (!current) return refuse(404, `Sectie "${name}" is nog nooit uitgebracht.`);
  const target = asked || store.rollbackTarget(app, name);
  if (!target) return refuse(400, `Sectie "${name}" heeft geen eerdere versie om naar terug te gaan.`);
  if (target === current.getString('version')) return refuse(400, `Versie ${target} van "${name}" staat al live.`);
  const release = store.releaseOf(app, name, target);
  if (!release) return refuse(404, neverLive(app, name, target));
  if (!store.exists(store.versionDir(app, name, target)))
    return refuse(410, `Versie ${target} van "${name}" is opgeruimd en kan niet terug.`);
  const unreviewed = releases.unreviewed(options.reviewRequired, release);
  if (unreviewed) return refuse(400, unreviewed);
  // The shell may have changed since that version was released: it must still fit.
  const problems = releases.storedProblems(app, name, target);
  if (problems.length > 0) return { status: 400, problems };
  const origin = release.getString('origin');
  if (origin) {
    const stored = store.versionDir(app, name, target);
    const problem = releases.originProblem(app, origin, name, target, (path) => store.readText(stored, path));
    if (problem) return refuse(400, problem);
  }
  // The version comes back with the origin it was released to.
  const state = {
    name,
    label: current.getString('label'),
    prefix: current.getString('prefix'),
    order: current.get('order') === null ? undefined : current.getInt('order'),
    version: target,
    entry: release.getString('entry'),
    origin,
  };
  let switched;
  try {
    switched = store.switchTo(
      app,
      state,
      {
        action: 'rollback',
        previousVersion: current.getString('version'),
        commit: release.getString('commit'),
        size: release.getInt('size'),
        files: release.getInt('files'),
        releasedBy: by.member,
        releasedByName: by.name,
        note: options.note || '',
      },
      undefined,
      undefined,
      options.precondition
    );
  } catch (error) {
    return refuse(410, `Versie ${target} van "${name}" is opgeruimd en kan niet terug.`);
  }
  return {
    result: {
      section: name,
      version: target,
      entry: state.entry,
      origin,
      releasedAt: switched.release ? switched.release.getString('created') : '',
    },
  };
}

module.exports = { rollBack };
