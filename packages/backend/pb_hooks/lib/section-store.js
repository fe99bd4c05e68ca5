/// <reference path="../../pb_data/types.d.ts" />
// Where released sections live and which version of each is live.
// - Files: `<pb_data>/sections/<name>/<version>/`, written once under a temporary name and then
//   renamed into place, so a folder that is served is always complete and never changes. They
//   live beside the database, so a backup and its restore keep files and registry together.
// - State: the `sections` collection (one record per section: the live version, where it is
//   served from, who released it) and the `section_releases` log. A build or a restart of the
//   site never touches either.

const REGISTRY_KEY = 'tjas.sectionRegistry';
const STATE_FIELDS = ['name', 'label', 'prefix', 'order', 'version', 'entry', 'origin'];

function sectionsDir(app) {
  return `${app.dataDir()}/sections`;
}

function versionDir(app, name, version) {
  return `${sectionsDir(app)}/${name}/${version}`;
}

function exists(path) {
  try {
    $os.stat(path);
    return true;
  } catch (error) {
    return false;
  }
}

/** Where a version's manifest is served from: this site, or the origin it was released to. */
function entryUrl(name, version, origin) {
  const path = `/sections/${name}/${version}/mf-manifest.json`;
  return origin ? `${origin}${path}` : path;
}

/**
 * Writes a release's files (`[{ path, bytes }]`, paths already checked) as the version's folder,
 * unless that version is already stored: a version never changes once written.
 */
function storeVersion(app, name, version, files) {
  const target = versionDir(app, name, version);
  if (exists(target)) return false;
  const staging = `${sectionsDir(app)}/${name}/.staging-${version}-${$security.randomString(8)}`;
  try {
    for (const file of files) {
      const path = `${staging}/${file.path}`;
      $os.mkdirAll(path.slice(0, path.lastIndexOf('/')), 0o755);
      $os.writeFile(path, file.bytes, 0o644);
    }
    $os.rename(staging, target);
  } finally {
    if (exists(staging)) $os.removeAll(staging);
  }
  return true;
}

/** The registry (/remotes.json) as the shell reads it, from the `sections` collection; cached until a switch. */
function registry(app) {
  // Stored as text: a JavaScript object belongs to the runtime that made it, and every request
  // may run in another one of PocketBase's pool.
  const cached = app.store().get(REGISTRY_KEY);
  if (cached) return JSON.parse(cached);
  const records = app.findAllRecords('sections');
  const sections = records.map((record) => {
    const entry = { name: record.getString('name'), label: record.getString('label'), prefix: record.getString('prefix'), entry: record.getString('entry'), version: record.getString('version') };
    const order = record.getInt('order');
    return record.get('order') === null || record.get('order') === undefined ? entry : Object.assign(entry, { order });
  });
  // Navigation follows the registry: by the sections' own order, then by name.
  const order = (section) => (section.order === undefined ? Number.MAX_SAFE_INTEGER : section.order);
  sections.sort((a, b) => order(a) - order(b) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const value = { sections };
  app.store().set(REGISTRY_KEY, JSON.stringify(value));
  return value;
}

function forgetRegistry(app) {
  app.store().remove(REGISTRY_KEY);
}

/**
 * The log of a section in the order it was written (the table's rowid: it is only appended to,
 * and two releases within one millisecond share a `created`).
 */
function logOf(app, name) {
  const rows = arrayOf(new DynamicModel({ id: '', version: '', action: '' }));
  app.db().newQuery('SELECT id, version, action FROM section_releases WHERE section = {:name} ORDER BY rowid').bind({ name }).all(rows);
  return rows;
}

/**
 * Versions a rollback walks back through, oldest first: each release adds its version, each
 * rollback goes back to the version it names. The last one is the live version.
 */
function releaseStack(app, name) {
  const stack = [];
  for (const row of logOf(app, name)) {
    if (row.action === 'rollback') {
      const at = stack.lastIndexOf(row.version);
      if (at >= 0) stack.length = at + 1;
      else stack.push(row.version);
    } else if (stack[stack.length - 1] !== row.version) {
      stack.push(row.version);
    }
  }
  return stack;
}

/** The newest record of the log that released `version` (where it was served from, its size). */
function releaseOf(app, name, version) {
  const rows = logOf(app, name).filter((row) => row.version === version && row.action === 'release');
  return rows.length > 0 ? app.findRecordById('section_releases', rows[rows.length - 1].id) : null;
}

/**
 * Makes `state` the live version of its section and records it in the log, in one transaction.
 * `state`: { name, label, prefix, order, version, entry, origin }; `log`: the release record's
 * other fields (action, commit, size, files, previousVersion, releasedBy, releasedByName).
 */
function switchTo(app, state, log) {
  let saved;
  app.runInTransaction((txApp) => {
    const release = new Record(txApp.findCollectionByNameOrId('section_releases'));
    release.load({ section: state.name, version: state.version, entry: state.entry, origin: state.origin || '' });
    release.load(log);
    txApp.save(release);
    let section;
    try {
      section = txApp.findFirstRecordByData('sections', 'name', state.name);
    } catch (error) {
      section = new Record(txApp.findCollectionByNameOrId('sections'));
    }
    for (const field of STATE_FIELDS) if (state[field] !== undefined) section.set(field, state[field]);
    const stack = releaseStack(txApp, state.name);
    section.set('rollbackVersion', stack.length > 1 ? stack[stack.length - 2] : '');
    section.set('releasedAt', release.getString('created'));
    section.set('releasedBy', log.releasedBy || '');
    section.set('releasedByName', log.releasedByName);
    txApp.save(section);
    saved = release;
  });
  forgetRegistry(app);
  return saved;
}

/**
 * Removes stored versions of a section beyond the live one, the one a rollback goes back to, and
 * the `keep` most recent others of its log.
 */
function prune(app, name, keep) {
  const dir = `${sectionsDir(app)}/${name}`;
  if (!exists(dir)) return [];
  const kept = {};
  for (const version of releaseStack(app, name).slice(-2)) kept[version] = true;
  const log = logOf(app, name).reverse();
  let recent = 0;
  for (const row of log) {
    if (kept[row.version]) continue;
    if (recent >= keep) break;
    kept[row.version] = true;
    recent++;
  }
  const removed = [];
  for (const entry of $os.readDir(dir)) {
    const version = entry.name();
    if (!entry.isDir() || version.indexOf('.staging-') === 0 || kept[version]) continue;
    $os.removeAll(`${dir}/${version}`);
    removed.push(version);
  }
  return removed;
}

module.exports = { entryUrl, exists, forgetRegistry, prune, registry, releaseOf, releaseStack, sectionsDir, storeVersion, switchTo, versionDir };
