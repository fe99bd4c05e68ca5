/// <reference path="../../pb_data/types.d.ts" />
// The shell's hashed scripts and styles as its build compressed them: a `.gz` beside each, made
// with zopfli (shell/build/precompressed-assets.ts), ~6% smaller than PocketBase's gzip on the
// fly and no compressing per request (#33: a member's cold /evenementen in 110 KB).
// Only the shell's own /assets/: a section's files are a committee's upload, and a .gz of theirs
// could hold other code than the reviewed file, so the server compresses those itself.

// A hashed name (`index-Ab12Cd34.js`, `members.module-D7bjHchp.js`); no segment starts with a dot.
const ASSET = /^\/assets\/(?:[A-Za-z0-9_][A-Za-z0-9_-]*\/)*[A-Za-z0-9_][A-Za-z0-9_.-]*-[A-Za-z0-9_-]{8,}\.(js|css)$/;
// The types Go's file server gives these files, so both answers say the same.
const TYPES = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' };

/** @type {{ dir: string, files: ReturnType<typeof $os.dirFS> } | null | undefined} */
let site;

/** The built site's folder as a file system (null without one), read once per runtime: it is set at start. */
function siteFiles() {
  if (site === undefined) {
    const dir = $os.getenv('TJAS_SITE_DIR');
    site = dir ? { dir, files: $os.dirFS(dir) } : null;
  }
  return site;
}

/**
 * Answers a GET or HEAD of a hashed shell asset with its `.gz` when the browser takes gzip and
 * the build made one; returns false to leave the request to the file server.
 *
 * PocketBase's gzip middleware (request-middleware.pb.js, before this one) has wrapped the
 * response in its compressing writer whenever the request names gzip, the same test as here:
 * the file goes to the writer inside it (its Unwrap), or it would be compressed twice.
 */
function servePrecompressed(e, path) {
  const kind = ASSET.exec(path);
  if (!kind) return false;
  if ((e.request.header.get('Accept-Encoding') || '').indexOf('gzip') < 0) return false;
  const built = siteFiles();
  if (!built) return false;
  const name = `${path.slice(1)}.gz`;
  let size;
  try {
    const info = $os.stat(`${built.dir}/${name}`);
    if (info.isDir()) return false;
    size = info.size();
  } catch (_) {
    return false; // no copy of this file (an older build, or none made): compressed on the fly
  }
  const compressing = e.response;
  const headers = compressing.header();
  headers.set('Content-Type', TYPES[kind[1]]);
  headers.set('Content-Encoding', 'gzip');
  // Go's file server names no length for an answer with an encoding (it would be chunked); for the
  // whole file it is the copy's size. A part (Range) gets its own from the file server.
  if (!e.request.header.get('Range')) headers.set('Content-Length', String(size));
  e.response = compressing.unwrap();
  try {
    e.fileFS(built.files, name);
    return true;
  } catch (_) {
    // Gone since the check (a deploy replaced the folder): nothing was written yet.
    e.response = compressing;
    headers.del('Content-Encoding');
    headers.del('Content-Type');
    headers.del('Content-Length');
    return false;
  }
}

module.exports = { servePrecompressed };
