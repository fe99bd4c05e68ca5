/// <reference path="../../pb_data/types.d.ts" />
// The Content-Security-Policy of the site's pages: everything from the site itself, plus the
// origins that the section registry points to (sections may be deployed on another origin).

/** Origins (scheme://host:port) of registry entries that are absolute URLs. */
function sectionOrigins(registry) {
  const origins = [];
  for (const section of registry.sections) {
    const match = /^(https?:\/\/[^/]+)\//.exec(section.entry);
    if (match && origins.indexOf(match[1]) < 0) origins.push(match[1]);
  }
  return origins;
}

function policy(origins) {
  const extra = origins.length > 0 ? ` ${origins.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${extra}`,
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

module.exports = { policy, sectionOrigins };
