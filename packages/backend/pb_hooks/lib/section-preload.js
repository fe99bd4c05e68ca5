/// <reference path="../../pb_data/types.d.ts" />
// Without help, the code of the section a page belongs to is found late: the shell's code must
// load and run, fetch the section registry, then the section's manifest, and only then its
// module and styles - one round trip after another. The server knows all of that when it
// answers the page request, so it names those files in a `Link` header: the browser fetches them
// while the shell's own code arrives, and the shell's loads find them ready.

/** The files of an exposed module of one kind (`js`, `css`) and timing (`sync`, `async`). */
function assets(expose, kind, timing) {
  return (expose.assets && expose.assets[kind] && expose.assets[kind][timing]) || [];
}

/**
 * The `Link` header value for a page request, or "" when the path belongs to no section.
 * The registry's entry of a section is its manifest; for a section served by this site the files its
 * exposed module needs at once are read from it: the module, its chunks and their styles. A
 * section on another origin gets its manifest only.
 */
function preloadLinks(dataDir, registry, path) {
  const section = require(`${__hooks}/lib/section-paths.js`).sectionFor(registry, path);
  if (!section) return '';
  // The shell fetches the registry and the manifest with fetch(): `as=fetch` and `crossorigin`
  // (credentials as fetch's default) let those requests take the preloaded answers. Section code
  // comes at low priority: the shell's own code is needed first. Fetched, not parsed: a
  // modulepreload named in the header makes the browser parse the module when it arrives, and
  // one that arrives before the page's import map is read resolves `@tjas/auth` to nothing and
  // keeps that error for the page (WICG/import-maps#273; a CI run saw "Failed to resolve module
  // specifier" and the section's error). `as=script; crossorigin` is the fetch a module import
  // makes, so the import takes the preloaded answer.
  const code = (url) => `<${url}>; rel=preload; as=script; crossorigin; fetchpriority=low`;
  const links = [
    '</remotes.json>; rel=preload; as=fetch; crossorigin',
    `<${section.entry}>; rel=preload; as=fetch; crossorigin`,
  ];
  if (section.entry.indexOf('/') !== 0) return links.join(', ');
  const base = section.entry.slice(0, section.entry.lastIndexOf('/') + 1);
  let manifest;
  try {
    // Released versions are stored under <pb_data>/sections, as their entry's path says.
    manifest = JSON.parse(toString($os.readFile(`${dataDir}${section.entry}`)));
  } catch (error) {
    return ''; // no manifest: the shell's own loading reports what is missing
  }
  for (const expose of manifest.exposes || []) {
    for (const file of assets(expose, 'js', 'sync')) links.push(code(base + file));
    for (const file of assets(expose, 'css', 'sync'))
      links.push(`<${base}${file}>; rel=preload; as=style; crossorigin`);
  }
  return links.join(', ');
}

module.exports = { preloadLinks };
