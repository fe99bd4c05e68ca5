/// <reference path="../../pb_data/types.d.ts" />
// The section registry of the served site (`remotes.json`), as the page headers need it.

/**
 * The registry's sections that name a prefix and an entry; none when there is no registry (yet)
 * or it cannot be read (the shell then says so itself).
 */
function readRegistry(siteDir) {
  if (!siteDir) return { sections: [] };
  try {
    const registry = JSON.parse(toString($os.readFile(`${siteDir}/remotes.json`)));
    const sections = Array.isArray(registry.sections) ? registry.sections : [];
    return { sections: sections.filter((section) => section && typeof section.prefix === 'string' && typeof section.entry === 'string') };
  } catch (error) {
    return { sections: [] };
  }
}

module.exports = { readRegistry };
