/// <reference path="../../pb_data/types.d.ts" />
// Headers of every response. Every answer that is not the API or the dashboard can be the app's
// page: PocketBase answers any missing path (`/evenementen/x.png`) with index.html, so each of
// them carries the page's Content-Security-Policy, whatever its extension.

// Required once per runtime (request-middleware.js requires this file at its top), not per page:
// require() walks the file system on every call (#33).
const { registry: sectionRegistry } = require(`${__hooks}/lib/section-store.js`);
const csp = require(`${__hooks}/lib/content-security-policy.js`);
const { sectionFor } = require(`${__hooks}/lib/section-paths.js`);
const { pageMember } = require(`${__hooks}/lib/page-member.js`);
const { firstPhotoPreload } = require(`${__hooks}/lib/first-photo-preload.js`);
const { firstCoverLink } = require(`${__hooks}/lib/first-cover-preload.js`);
const { preloadLinks } = require(`${__hooks}/lib/section-preload.js`);

/**
 * Sets the response headers of request `e` for its `path` (before PocketBase answers it). Returns
 * the section registry when the answer can be the app's page (it was read for the headers), else null.
 */
function setHeaders(e, path) {
  const headers = e.response.header();
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'same-origin');
  if (path.startsWith('/api/')) {
    // JSON, and files with PocketBase's own sandbox policy. PocketBase adds a cache header only
    // where none is set (files: a month, for every cache on the way). Members' data is never
    // stored by a browser or proxy; a protected file (asked with a member's file token) only in
    // the member's own browser; public files keep PocketBase's.
    if (!path.startsWith('/api/files/')) headers.set('Cache-Control', 'no-store');
    else if (e.request.url.query().get('token'))
      headers.set('Cache-Control', 'private, max-age=2592000, stale-while-revalidate=86400');
    return null;
  }
  if (path === '/_' || path.startsWith('/_/')) {
    headers.set('Content-Security-Policy', "frame-ancestors 'none'; object-src 'none'; base-uri 'self'");
    return null;
  }

  // Section code may be loaded by a shell on another origin; it is public and sent without
  // credentials, so any origin may read it.
  // So are the site's provider remote (/site-mf/) and the registry that lists the sections'
  // standard manifests, for Module Federation hosts on other origins (docs/outside-host.md).
  if (path.startsWith('/sections/') || path.startsWith('/site-mf/') || path === '/remotes.json')
    headers.set('Access-Control-Allow-Origin', '*');
  // A remote's types (mf/section.d.ts) are text for a host's type checker or a reader; by its
  // extension alone the file server would call a .ts file Qt's translation format
  // (text/vnd.trolltech.linguist).
  if ((path.startsWith('/sections/') || path.startsWith('/site-mf/')) && path.endsWith('.ts'))
    headers.set('Content-Type', 'text/plain; charset=utf-8');
  // The web app manifest's own type (its extension is unknown to the file server: text/plain).
  if (path.endsWith('.webmanifest')) headers.set('Content-Type', 'application/manifest+json');
  const siteDir = $os.getenv('TJAS_SITE_DIR');
  const registry = sectionRegistry(e.app);
  // The site's own address is its public URL (the app URL, TJAS_PUBLIC_URL), never the Host a
  // request names: whoever sends the request would choose where the page's code may come from.
  const hosts = [csp.hostOf(e.app.settings().meta.appURL)];
  headers.set(
    'Content-Security-Policy',
    csp.policy(csp.codeSources(hosts), csp.sectionOrigins(registry), csp.scriptHashes(siteDir))
  );
  const page = !/\.[a-z0-9]+$/i.test(path) || path.endsWith('.html');
  // Only for a member (the session cookie is there): a visitor is sent to the login page.
  let personal = false;
  if (page && (e.request.header.get('Cookie') || '').indexOf('pb_auth=') >= 0) {
    const section = sectionFor(registry, path);
    // Who the member is, asked only by a page that names something of theirs.
    let member;
    const memberOf = () => (member === undefined ? (member = pageMember(e)) : member);
    const photo = firstPhotoPreload(e, section, memberOf);
    const links = [
      firstCoverLink(e, section, memberOf),
      photo ? photo.link : '',
      preloadLinks(e.app.dataDir(), registry, path),
    ].filter(Boolean);
    if (links.length > 0) headers.set('Link', links.join(', '));
    if (photo) headers.add('Set-Cookie', photo.cookie);
    personal = Boolean(photo);
  }

  // Cache policy of the static site: files that name what is deployed (the shell's index, the
  // section registry, section manifests and modules) must be revalidated on every load, so a
  // deploy is seen at once; content-hashed assets (also the shared packages in /assets/shared/)
  // never change and may be cached for a year.
  if (/\/assets\/(?:[^/]+\/)*[^/]+-[A-Za-z0-9_-]{8,}\.(js|css|woff2?|png|svg|jpg|webp)$/.test(path)) {
    headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  } else {
    // A page that hands its member a file token is theirs alone.
    headers.set('Cache-Control', personal ? 'private, no-cache' : 'no-cache');
    // File times have one-second precision: a deploy and a rollback within the same second
    // would otherwise be answered "304 Not Modified" with the stale registry. Revalidation
    // always gets the current file instead (these files are small).
    e.request.header.del('If-Modified-Since');
  }
  return registry;
}

module.exports = { setHeaders };
