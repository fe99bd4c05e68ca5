/// <reference path="../../pb_data/types.d.ts" />
// A second person reviews every release of a committee before members run it (as a protected
// environment's required reviewers): the release waits as "klaar voor controle" until another
// member with release rights for that section, or an admin, approves it. The reviewer reads what
// changed: the section's own sources (from the source maps the build carries) and its built files,
// each against the live version.

/** Text files a reviewer can read; anything larger is shown by its size only. */
const MAX_TEXT_BYTES = 512 * 1024;
/** Built files shown as text: code, styles and data; source maps are read for their sources instead. */
const TEXT_FILE = /\.(js|mjs|css|json)$/;

/**
 * Whether this request's release waits for review: every member's release does, unless the site
 * is run by one person and says so (TJAS_RELEASE_REVIEW=off). The maintainer's own release (a
 * superuser: the first start of a site) goes live at once.
 */
function reviewRequired(e) {
  if (e.hasSuperuserAuth()) return false;
  return String($os.getenv('TJAS_RELEASE_REVIEW') || 'on').toLowerCase() !== 'off';
}

/** A source map's own path for a source (`../../../packages/x.ts` → `packages/x.ts`). */
function sourcePath(source) {
  return String(source)
    .replace(/^webpack:\/\/\//, '')
    .split('/')
    .filter((segment) => segment !== '..' && segment !== '.' && segment !== '')
    .join('/');
}

/** The sources the source maps in folder `root` carry, by path: { path: text }. */
function sourcesIn(root, files) {
  const store = require(`${__hooks}/lib/section-store.js`);
  const sources = Object.create(null);
  for (const file of files) {
    if (!/\.map$/.test(file.path) || file.path.indexOf('mf/') === 0 || file.size > 8 * MAX_TEXT_BYTES) continue;
    let map;
    try {
      map = JSON.parse(store.readText(root, file.path));
    } catch (error) {
      continue; // not a source map the reviewer can read; the file itself is listed
    }
    const names = Array.isArray(map.sources) ? map.sources : [];
    const contents = Array.isArray(map.sourcesContent) ? map.sourcesContent : [];
    for (let index = 0; index < names.length; index++) {
      if (typeof contents[index] === 'string') sources[sourcePath(names[index])] = contents[index];
    }
  }
  return sources;
}

function statusOf(before, after) {
  if (before === null) return 'nieuw';
  if (after === null) return 'weg';
  return before === after ? 'gelijk' : 'gewijzigd';
}

/** The fingerprint of a file's content, so files too large to show are still compared exactly. */
function fingerprint(root, path) {
  return $security.sha256(require(`${__hooks}/lib/section-store.js`).readText(root, path));
}

/**
 * What changes when the release in folder `root` replaces the live version in folder `liveRoot`
 * ('' when the section has none): every built file with its sizes and whether its content differs
 * (compared exactly, whatever its size), the text of each changed code, style or data file the
 * reviewer can read (`unshown` marks a changed one too large to show), and each changed source.
 */
function changes(root, liveRoot) {
  const store = require(`${__hooks}/lib/section-store.js`);
  const after = store.filesIn(root);
  const before = liveRoot ? store.filesIn(liveRoot) : [];
  const sizes = Object.create(null);
  for (const file of before) sizes[file.path] = { before: file.size, after: null };
  for (const file of after)
    sizes[file.path] = Object.assign(sizes[file.path] || { before: null }, { after: file.size });
  const files = Object.keys(sizes)
    .sort()
    .map((path) => {
      const size = sizes[path];
      let status = size.before === null ? 'nieuw' : size.after === null ? 'weg' : 'gelijk';
      if (
        status === 'gelijk' &&
        (size.before !== size.after || fingerprint(liveRoot, path) !== fingerprint(root, path))
      )
        status = 'gewijzigd';
      const entry = { path, status, before: size.before, after: size.after };
      if (status === 'gelijk' || !TEXT_FILE.test(path)) return entry;
      if (Math.max(size.before || 0, size.after || 0) > MAX_TEXT_BYTES) return Object.assign(entry, { unshown: true });
      return Object.assign(entry, {
        text: {
          before: size.before === null ? null : store.readText(liveRoot, path),
          after: size.after === null ? null : store.readText(root, path),
        },
      });
    });
  const sourcesBefore = liveRoot ? sourcesIn(liveRoot, before) : Object.create(null);
  const sourcesAfter = sourcesIn(root, after);
  const paths = Object.keys(Object.assign(Object.create(null), sourcesBefore, sourcesAfter)).sort();
  const sources = paths.map((path) => {
    const old = path in sourcesBefore ? sourcesBefore[path] : null;
    const now = path in sourcesAfter ? sourcesAfter[path] : null;
    const status = statusOf(old, now);
    return status === 'gelijk' ? { path, status } : { path, status, before: old, after: now };
  });
  return { files, sources };
}

module.exports = { changes, reviewRequired };
