/// <reference path="../../pb_data/types.d.ts" />
// The Content-Security-Policy of the site's pages: everything from the site itself, plus the
// origins that the section registry points to (sections may be deployed on another origin), plus
// the inline scripts of the shell's index.html by hash (its import map; see the shell's
// import-map-hash plugin, which lists them in script-hashes.json).

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

function policy(origins, hashes) {
  const extra = origins.length > 0 ? ` ${origins.join(' ')}` : '';
  const inline = hashes && hashes.length > 0 ? ` ${hashes.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${extra}${inline}`,
    `style-src 'self'${extra}`,
    `connect-src 'self'${extra}`,
    `img-src 'self' data: blob:${extra}`,
    `font-src 'self'${extra}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

module.exports = { policy, scriptHashes, sectionOrigins };
