/// <reference path="../../pb_data/types.d.ts" />
// Which released section an address belongs to, as the shell decides it (a section owns its
// prefix and everything under it); "/" leads to the registry's first section, the start page.

/**
 * The registry entry whose prefix owns `path`, or undefined. In any case, as the browser's router
 * matches the segments after it (`/Sport/uitslagen` is sport's as `/sport/Uitslagen` is); prefixes
 * are lower case (section-releases.js refuses others).
 */
function sectionFor(registry, path) {
  if (path === '/') return registry.sections[0];
  const lower = path.toLowerCase();
  return registry.sections.find(
    (section) => lower === section.prefix.toLowerCase() || lower.indexOf(`${section.prefix.toLowerCase()}/`) === 0
  );
}

module.exports = { sectionFor };
