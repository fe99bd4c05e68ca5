/// <reference path="../pb_data/types.d.ts" />

// Compress API responses and the static site.
routerUse($apis.gzip());

// Cache policy of the static site: files that name what is deployed (the shell's index, the
// section registry, section manifests and modules) must be revalidated on every load, so a
// deploy is seen at once; content-hashed assets never change and may be cached for a year.
routerUse((e) => {
  const path = e.request.url.path;
  if (!path.startsWith('/api/') && !path.startsWith('/_/')) {
    const headers = e.response.header();
    headers.set('X-Content-Type-Options', 'nosniff');
    // Section code may be loaded by a shell on another origin; it is public and sent without
    // credentials, so any origin may read it.
    if (path.startsWith('/sections/')) headers.set('Access-Control-Allow-Origin', '*');
    headers.set('Referrer-Policy', 'same-origin');
    if (!/\.[a-z0-9]+$/i.test(path) || path.endsWith('.html')) {
      // Pages: scripts, styles and data only from this site and the origins of registered sections.
      const siteDir = $os.getenv('TJAS_SITE_DIR');
      const registry = require(`${__hooks}/lib/site-registry.js`).readRegistry(siteDir);
      const csp = require(`${__hooks}/lib/content-security-policy.js`);
      headers.set('Content-Security-Policy', csp.policy(csp.sectionOrigins(registry), csp.scriptHashes(siteDir)));
      // Only for a member (the session cookie is there): a visitor is sent to the login page.
      if ((e.request.header.get('Cookie') || '').indexOf('pb_auth=') >= 0) {
        const links = require(`${__hooks}/lib/section-preload.js`).preloadLinks(siteDir, registry, path);
        if (links) headers.set('Link', links);
      }
    }
    if (/\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.(js|css|woff2?|png|svg|jpg|webp)$/.test(path)) {
      headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    } else {
      headers.set('Cache-Control', 'no-cache');
      // File times have one-second precision: a deploy and a rollback within the same second
      // would otherwise be answered "304 Not Modified" with the stale registry. Revalidation
      // always gets the current file instead (these files are small).
      e.request.header.del('If-Modified-Since');
    }
  }
  return e.next();
});
