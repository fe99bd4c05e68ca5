/// <reference path="../../pb_data/types.d.ts" />
// The Content-Security-Policy of the site's pages: the site's own code paths and data, plus the
// origins that the section registry points to (sections may be deployed on another origin), plus
// the inline scripts of the shell's index.html by hash (its import map and the first paint's
// member mark; see the shell's import-map-hash plugin, which lists them in script-hashes.json).

const HASH = /^'sha256-[A-Za-z0-9+/]+={0,2}'$/;

/** The hashes of the shell's inline scripts; none when the build has not listed them. */
function scriptHashes(siteDir) {
  if (!siteDir) return [];
  try {
    const hashes = JSON.parse(toString($os.readFile(`${siteDir}/script-hashes.json`)));
    return Array.isArray(hashes) ? hashes.filter((hash) => typeof hash === 'string' && HASH.test(hash)) : [];
  } catch (error) {
    return [];
  }
}

/** Origins (scheme://host:port) of registry entries that are absolute URLs. */
function sectionOrigins(registry) {
  const origins = [];
  for (const section of registry.sections) {
    const match = /^(https?:\/\/[^/]+)\//.exec(section.entry);
    if (match && origins.indexOf(match[1]) < 0) origins.push(match[1]);
  }
  return origins;
}

const PLAIN_HOST = /^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:\d{1,5})?$/;

/**
 * Where this site's own code lives: the shell's built files and the deployed sections. Scripts
 * and styles come only from these paths, so nothing else on the origin (an uploaded file under
 * /api/files, whatever its type) can run as one. The host is the one of the site's public URL
 * (never the request's Host header), without a scheme (the page's own is meant); when it is not
 * a plain host:port the policy falls back to 'self'.
 */
function codeSources(hosts) {
  const plain = [];
  for (const host of hosts) if (PLAIN_HOST.test(String(host || '')) && plain.indexOf(host) < 0) plain.push(host);
  if (plain.length === 0) return ["'self'"];
  const sources = [];
  for (const host of plain) sources.push(`${host}/assets/`, `${host}/sections/`);
  return sources;
}

/** The host (and port) of a URL such as the app URL, or ''. */
function hostOf(url) {
  const match = /^https?:\/\/([^/?#]+)/i.exec(String(url || ''));
  return match ? match[1] : '';
}

/**
 * Where a service worker may come from: only the site's own worker at the root (/sw.js, built by
 * the shell), at the hosts of its code; 'self' when those are not named.
 */
function workerSources(code) {
  const workers = code
    .filter((source) => /\/assets\/$/.test(source))
    .map((source) => source.replace(/\/assets\/$/, '/sw.js'));
  return workers.length > 0 ? workers : ["'self'"];
}

function policy(code, origins, hashes) {
  const own = code.join(' ');
  const extra = origins.length > 0 ? ` ${origins.join(' ')}` : '';
  const inline = hashes && hashes.length > 0 ? ` ${hashes.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src ${own}${extra}${inline}`,
    `style-src ${own}${extra}`,
    `connect-src 'self'${extra}`,
    `img-src 'self' data: blob:${extra}`,
    // Fonts only from where the site's own files are (the brand typeface is in /assets/), as code.
    `font-src ${own}${extra}`,
    `worker-src ${workerSources(code).join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

module.exports = { codeSources, hostOf, policy, scriptHashes, sectionOrigins };
