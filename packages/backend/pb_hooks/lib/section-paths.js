/// <reference path="../../pb_data/types.d.ts" />
// Which released section an address belongs to, as the shell decides it (a section owns its
// prefix and everything under it); "/" leads to the registry's first section, the start page.

/** The registry entry whose prefix owns `path`, or undefined. */
function sectionFor(registry, path) {
  if (path === '/') return registry.sections[0];
  return registry.sections.find((section) => path === section.prefix || path.indexOf(`${section.prefix}/`) === 0);
}

module.exports = { sectionFor };
