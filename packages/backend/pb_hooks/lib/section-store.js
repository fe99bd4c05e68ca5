/// <reference path="../../pb_data/types.d.ts" />
// Where released sections live and which version of each is live.
// - Files: `<pb_data>/sections/<name>/<version>/`, the served tree. An upload is first written
//   to `<pb_data>/section_uploads/`, which is never served, and moved into the served tree as
//   the last step of the transaction that accepts it: a refused or interrupted release leaves
//   nothing that can be fetched, and what is left over is removed at start (removeLeftovers).
//   A version's folder never changes once it is in place. The files live beside the database,
//   so a backup and its restore keep files and registry together.
// - State: the `sections` collection (one record per section: the live version, its place on
//   the site, where it is served from, who released it) and the `section_releases` log. A build
//   or a restart of the site never touches either.
// Every change runs inside one database transaction: PocketBase runs those one at a time, so two
// releases of a section never prune what the other is switching to. Pruning removes files, which
// no transaction can undo, so it runs only after the switch is committed.

const STATE_FIELDS = ['name', 'label', 'prefix', 'order', 'version', 'entry', 'origin'];
/** The log's records that change what is live; `submit` and `reject` are about reviews. */
const LIVE_ACTIONS = ['release', 'rollback', 'remove', 'place'];
/** Go's os.FileMode, a plain number here. */
const DIR_MODE = /** @type {any} */ (0o755);
const FILE_MODE = /** @type {any} */ (0o644);

function sectionsDir(app) {
  return `${app.dataDir()}/sections`;
}

/** Uploads being checked or switched to: outside the served tree. */
function uploadsDir(app) {
  return `${app.dataDir()}/section_uploads`;
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
 * Where a version's standard Module Federation manifest (`mf/mf-manifest.json`) is served from,
 * for hosts other than the shell (docs/outside-host.md), or '' when the version has none:
 * versions built before every section build emitted `mf/` are still served. An origin serves the
 * same files as this site keeps (checked at release), so the file is looked for here.
 */
function mfManifestUrl(app, name, version, origin) {
  const path = `/sections/${name}/${version}/mf/mf-manifest.json`;
  if (!exists(`${versionDir(app, name, version)}/mf/mf-manifest.json`)) return '';
  return origin ? `${origin}${path}` : path;
}

/** The text of file `path` in folder `root` ('' when it is not there). */
function readText(root, path) {
  try {
    return toString($os.readFile(`${root}/${path}`));
  } catch (error) {
    return '';
  }
}

/** Every file in folder `root`, as `{ path, size }` relative to it ([] when there is no such folder). */
function filesIn(root) {
  const files = [];
  if (!exists(root)) return files;
  const walk = (dir, prefix) => {
    for (const entry of $os.readDir(dir)) {
      const path = prefix ? `${prefix}/${entry.name()}` : entry.name();
      if (entry.isDir()) walk(`${dir}/${entry.name()}`, path);
      else files.push({ path, size: entry.info().size() });
    }
  };
  walk(root, '');
  return files;
}

/** Whether folder `root` exists with other files than `files` ([{ path, bytes }]). */
function folderDiffers(root, files) {
  if (!exists(root)) return false;
  if (filesIn(root).length !== files.length) return true;
  for (const file of files) {
    if (!exists(`${root}/${file.path}`) || readText(root, file.path) !== toString(file.bytes)) return true;
  }
  return false;
}

/**
 * Whether `version` of section `name` was uploaded before (released or submitted for review,
 * also when that was rejected) as another build than the one with fingerprint `digest`.
 */
function versionDigestDiffers(app, name, version, digest) {
  const earlier = app.findRecordsByFilter(
    'section_releases',
    "section = {:name} && version = {:version} && digest != ''",
    '-seq',
    1,
    0,
    { name, version }
  );
  return earlier.length > 0 && earlier[0].getString('digest') !== digest;
}

/**
 * Whether `version` is stored, or waits for review, with other files than `files`: a version
 * never changes once it was uploaded.
 */
function storedDiffers(app, name, version, files) {
  return folderDiffers(versionDir(app, name, version), files) || folderDiffers(reviewDir(app, name, version), files);
}

/**
 * Writes a release's files (`[{ path, bytes }]`, paths already checked) to a folder of their own
 * outside the served tree, and returns its path; switchTo moves it into place.
 */
function writeUpload(app, name, files) {
  const folder = `${uploadsDir(app)}/${name}-${$security.randomString(12)}`;
  for (const file of files) {
    const path = `${folder}/${file.path}`;
    $os.mkdirAll(path.slice(0, path.lastIndexOf('/')), DIR_MODE);
    $os.writeFile(path, file.bytes, FILE_MODE);
  }
  return folder;
}

/** Removes a folder of files that did not go live (an upload after its request, a rejected release). */
function discard(folder) {
  if (folder && exists(folder)) $os.removeAll(folder);
}

/** Where releases wait for their review: outside the served tree. */
function reviewDir(app, name, version) {
  return `${app.dataDir()}/section_reviews/${name}/${version}`;
}

/**
 * Appends a record to section `name`'s log (inside the caller's transaction `txApp`): `fields`
 * first, then `log` over them, numbered after the newest one.
 */
function appendLog(txApp, name, fields, log) {
  const last = txApp.findRecordsByFilter('section_releases', 'section = {:name}', '-seq', 1, 0, { name });
  const record = new Record(txApp.findCollectionByNameOrId('section_releases'));
  record.load(Object.assign({ section: name, seq: last.length > 0 ? last[0].getInt('seq') + 1 : 1 }, fields));
  record.load(log);
  txApp.save(record);
  return record;
}

/**
 * A fingerprint of an upload's files (`[{ path, bytes }]`): two uploads of one version are the
 * same build exactly when their fingerprints are equal.
 */
function digestOf(files) {
  const parts = files
    .map((file) => `${file.path}:${$security.sha256(toString(file.bytes))}`)
    .sort()
    .join('\n');
  return $security.sha256(parts);
}

/**
 * Records `log` (a `submit` or `reject` of the log, with version, entry, origin, ...) for section
 * `name`. A submit's files (`from`) move to where releases wait for review, as the last step of
 * the transaction, and replace whatever waited before; a reject removes the files of the version
 * it rejects once it is committed. `precondition`, if given, runs first inside the transaction
 * and throws when the record no longer applies (the release it rejects was approved meanwhile).
 * Returns the record.
 */
function recordReview(app, name, log, from, precondition) {
  /** @type {core.Record | null} */
  let record = null;
  app.runInTransaction((txApp) => {
    if (precondition) precondition(txApp);
    record = appendLog(txApp, name, {}, log);
    const target = reviewDir(txApp, name, log.version);
    if (from && !exists(target)) {
      $os.mkdirAll(target.slice(0, target.lastIndexOf('/')), DIR_MODE);
      $os.rename(from, target);
    }
  });
  if (log.action === 'reject') {
    discard(reviewDir(app, name, log.version));
  } else {
    const folder = reviewDir(app, name, '');
    for (const entry of exists(folder) ? $os.readDir(folder) : []) {
      if (entry.name() !== log.version) discard(`${folder}${entry.name()}`);
    }
  }
  return record;
}

/**
 * The release of section `name` that waits for review: the newest `submit` of its log, unless a
 * later record released or rejected that version, or a later submit replaced it. Null when none.
 */
function waitingRelease(app, name) {
  const settled = Object.create(null);
  for (const record of logOf(app, name, true)) {
    const action = record.getString('action');
    const version = record.getString('version');
    if (action === 'submit') return settled[version] ? null : record;
    if (action === 'release' || action === 'reject') settled[version] = true;
  }
  return null;
}

/**
 * The registry (/remotes.json) as the shell reads it, from the `sections` collection. Read on
 * every request, not cached: a cache filled by a request that read just before a switch would
 * keep the old version live (a handful of rows is cheap to read). `options.mfManifests`: with
 * each version's standard manifest, which costs a look on disk per section; only /remotes.json
 * asks for it, not the headers of every page and file (page-headers.js).
 */
function registry(app, options) {
  const withManifests = Boolean(options && options.mfManifests);
  const sections = app.findAllRecords('sections').map((record) => {
    const entry = {
      name: record.getString('name'),
      label: record.getString('label'),
      prefix: record.getString('prefix'),
      entry: record.getString('entry'),
      version: record.getString('version'),
    };
    // The standard manifest beside the shell's `entry` (an import-map manifest no Module
    // Federation runtime reads): what an outside host loads the section from.
    const mfManifest = withManifests && mfManifestUrl(app, entry.name, entry.version, record.getString('origin'));
    if (mfManifest) Object.assign(entry, { mfManifest });
    const order = record.get('order');
    return order === null || order === undefined ? entry : Object.assign(entry, { order: record.getInt('order') });
  });
  // Navigation follows the registry: by the sections' own order, then by name.
  const rank = (section) => (section.order === undefined ? Number.MAX_SAFE_INTEGER : section.order);
  sections.sort((a, b) => rank(a) - rank(b) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { sections };
}

/** The log of a section in the order it was written, or newest first with `newestFirst`. */
function logOf(app, name, newestFirst) {
  return app.findRecordsByFilter('section_releases', 'section = {:name}', newestFirst ? '-seq' : 'seq', 0, 0, {
    name,
  });
}

/**
 * Versions a rollback walks back through, oldest first: each release adds its version, each
 * rollback goes back to the version it names. The last one is the live version.
 */
function releaseStack(app, name) {
  const stack = [];
  /** Each version's place in the order the versions first went live. */
  const firstLive = Object.create(null);
  let lived = 0;
  for (const record of logOf(app, name)) {
    const version = record.getString('version');
    const action = record.getString('action');
    if (LIVE_ACTIONS.indexOf(action) < 0) continue;
    if (!(version in firstLive)) firstLive[version] = lived++;
    if (action === 'remove') {
      stack.length = 0; // a release after a removal starts again
    } else if (action === 'rollback') {
      const at = stack.lastIndexOf(version);
      if (at >= 0) {
        stack.length = at + 1;
      } else {
        // A version rolled back past and named again after newer releases: it takes its place
        // among the versions by when they first went live, so the next rollback goes to an
        // older one, never to one released after it.
        const older = stack.filter((kept) => firstLive[kept] < firstLive[version]);
        stack.length = 0;
        stack.push(...older, version);
      }
    } else if (stack[stack.length - 1] !== version) {
      stack.push(version);
    }
  }
  return stack;
}

/** The version a rollback without a version goes back to: the newest earlier one still stored, or ''. */
function rollbackTarget(app, name) {
  const stack = releaseStack(app, name);
  for (let index = stack.length - 2; index >= 0; index--) {
    if (stack[index] !== stack[stack.length - 1] && exists(versionDir(app, name, stack[index]))) return stack[index];
  }
  return '';
}

/** The version that was live last ('' for a section never released): what putting it back brings back. */
function lastVersion(app, name) {
  for (const record of logOf(app, name, true)) {
    if (LIVE_ACTIONS.indexOf(record.getString('action')) >= 0) return record.getString('version');
  }
  return '';
}

/** The newest record of the log that changed what is live (a release, rollback, place or removal), or null. */
function lastLiveChange(app, name) {
  for (const record of logOf(app, name, true)) {
    if (LIVE_ACTIONS.indexOf(record.getString('action')) >= 0) return record;
  }
  return null;
}

/** The newest record of the log that released `version` (where it was served from, its size). */
function releaseOf(app, name, version) {
  const found = app.findRecordsByFilter(
    'section_releases',
    'section = {:name} && version = {:version} && action = "release"',
    '-seq',
    1,
    0,
    { name, version }
  );
  return found.length > 0 ? found[0] : null;
}

/**
 * Removes stored versions of a section beyond the live one, the one a rollback goes to, and the
 * `keep` most recent others of its log. It runs in a transaction of its own and reads the live
 * version and the rollback target there, so a switch committed meanwhile (transactions run one
 * at a time) is never pruned away. Versions are names a releaser chose: they are looked up as
 * own keys only (`constructor` is not a kept version).
 */
function prune(app, name, keep) {
  const removed = [];
  app.runInTransaction((txApp) => {
    const dir = `${sectionsDir(txApp)}/${name}`;
    if (!exists(dir)) return;
    const kept = Object.create(null);
    try {
      const section = txApp.findFirstRecordByData('sections', 'name', name);
      kept[section.getString('version')] = true;
      kept[section.getString('rollbackVersion')] = true;
    } catch (error) {
      return; // off the site: its versions stay until it is back
    }
    let recent = 0;
    for (const record of logOf(txApp, name, true)) {
      if (recent >= keep) break;
      const version = record.getString('version');
      if (kept[version] || !exists(versionDir(txApp, name, version))) continue;
      kept[version] = true;
      recent++;
    }
    for (const entry of $os.readDir(dir)) {
      const version = entry.name();
      if (!entry.isDir() || kept[version]) continue;
      $os.removeAll(`${dir}/${version}`);
      removed.push(version);
    }
  });
  return removed;
}

/** The order after every other section's on the site (1 on a site without others). */
function nextOrder(app, name) {
  const [last] = app.findRecordsByFilter('sections', 'name != {:name}', '-order', 1, 0, { name });
  // Within the orders an admin may give (section-releases.js MAX_ORDER).
  return last ? Math.min(last.getInt('order') + 1, 999) : 1;
}

/**
 * Makes `state` ({ name, label, prefix, order, version, entry, origin }) the live version of its
 * section (an undefined order becomes the menu's end), with the log record `log` (action, commit,
 * size, files, previousVersion, releasedBy, releasedByName, approvedBy, approvedByName). `from` is a folder of the new version's files
 * outside the served tree (an upload, or a release that was reviewed), moved into place as the
 * last step of the transaction; the caller removes it when it is still there afterwards (a
 * failure, or a version already stored). `keep` prunes once it is committed. `precondition`,
 * if given, runs first inside the transaction and throws when the switch no longer applies.
 * Throws, with nothing switched or served, when the save fails or the version's folder is missing.
 */
function switchTo(app, state, log, from, keep, precondition) {
  /** @type {{ release: core.Record | null, pruned: string[], rollbackVersion: string }} */
  const result = { release: null, pruned: [], rollbackVersion: '' };
  app.runInTransaction((txApp) => {
    if (precondition) precondition(txApp);
    const target = versionDir(txApp, state.name, state.version);
    if (from && !exists(from) && !exists(target))
      throw new Error(`De bestanden van ${state.version} zijn er niet meer.`);
    if (!from && !exists(target)) throw new Error(`Versie ${state.version} van "${state.name}" is opgeruimd.`);
    const release = appendLog(
      txApp,
      state.name,
      { version: state.version, entry: state.entry, origin: state.origin || '' },
      log
    );
    let section;
    try {
      section = txApp.findFirstRecordByData('sections', 'name', state.name);
    } catch (error) {
      section = new Record(txApp.findCollectionByNameOrId('sections'));
    }
    // A place without an order goes after the other sections: a number field holds no "none",
    // and its 0 would put the section first, as every member's start page.
    if (state.order === undefined) state.order = nextOrder(txApp, state.name);
    for (const field of STATE_FIELDS) section.set(field, state[field] === undefined ? null : state[field]);
    section.set('releasedAt', release.getString('created'));
    section.set('releasedBy', log.releasedBy || '');
    section.set('releasedByName', log.releasedByName);
    // The rollback target is a stored version, and pruning keeps it.
    section.set('rollbackVersion', rollbackTarget(txApp, state.name));
    txApp.save(section);
    // A new section's place (section-places.js) follows where it lives now.
    require(`${__hooks}/lib/section-places.js`).followPlace(txApp, state);
    // Last: from here on the version can be fetched. A version already stored (the same
    // build released again) keeps its folder.
    if (from && !exists(target)) {
      $os.mkdirAll(`${sectionsDir(txApp)}/${state.name}`, DIR_MODE);
      $os.rename(from, target);
    }
    result.release = release;
    result.rollbackVersion = section.getString('rollbackVersion');
  });
  if (keep !== undefined) result.pruned = prune(app, state.name, keep);
  return result;
}

/**
 * Removes what an interrupted release left: uploads that were never switched to, staging folders
 * of earlier versions of this code, and version folders no release recorded (a crash between
 * the move and the commit). Run at start, before any request.
 */
function removeLeftovers(app) {
  discard(uploadsDir(app));
  const removed = [];
  const reviews = `${app.dataDir()}/section_reviews`;
  if (exists(reviews)) {
    for (const section of $os.readDir(reviews)) {
      const waiting = section.isDir() ? waitingRelease(app, section.name()) : null;
      for (const entry of section.isDir() ? $os.readDir(`${reviews}/${section.name()}`) : []) {
        if (waiting && waiting.getString('version') === entry.name()) continue;
        $os.removeAll(`${reviews}/${section.name()}/${entry.name()}`);
        removed.push(`${section.name()}/${entry.name()} (controle)`);
      }
    }
  }
  if (!exists(sectionsDir(app))) return removed;
  for (const section of $os.readDir(sectionsDir(app))) {
    const dir = `${sectionsDir(app)}/${section.name()}`;
    if (!section.isDir()) continue;
    const recorded = Object.create(null);
    for (const record of logOf(app, section.name())) {
      if (LIVE_ACTIONS.indexOf(record.getString('action')) >= 0) recorded[record.getString('version')] = true;
    }
    for (const entry of $os.readDir(dir)) {
      if (recorded[entry.name()]) continue;
      $os.removeAll(`${dir}/${entry.name()}`);
      removed.push(`${section.name()}/${entry.name()}`);
    }
  }
  return removed;
}

/**
 * Takes a section off the site (its routes and menu entry go; its stored versions and its log
 * stay), recorded in the log as `remove`.
 */
function remove(app, section, log) {
  app.runInTransaction((txApp) => {
    const name = section.getString('name');
    appendLog(
      txApp,
      name,
      {
        action: 'remove',
        version: section.getString('version'),
        entry: section.getString('entry'),
        origin: section.getString('origin'),
        // Where it was, for the admin who puts it back ("Terug op de site" starts from it).
        place: {
          label: section.getString('label'),
          prefix: section.getString('prefix'),
          order: section.getInt('order'),
        },
      },
      log
    );
    txApp.delete(txApp.findRecordById('sections', section.id));
  });
}

module.exports = {
  digestOf,
  discard,
  recordReview,
  remove,
  removeLeftovers,
  reviewDir,
  waitingRelease,
  writeUpload,
  entryUrl,
  mfManifestUrl,
  exists,
  filesIn,
  lastLiveChange,
  lastVersion,
  readText,
  registry,
  releaseOf,
  rollbackTarget,
  sectionsDir,
  storedDiffers,
  switchTo,
  versionDigestDiffers,
  versionDir,
};
