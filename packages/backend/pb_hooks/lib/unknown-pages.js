/// <reference path="../../pb_data/types.d.ts" />
// Spec 8: an address that no page answers gets status 404, with the app's page, which shows
// "Page Not Found". The pages are the shell's own (shell-pages.json, written by its build) and
// those of the released sections: an address under a section's prefix is one of its pages when
// a route pattern of its live version matches it (`tjas.routes` of the version's manifest,
// written by its build, checked on upload: @tjas/deploy route-patterns.cjs). A version whose
// manifest names no routes (built before they were named) answers everything under its prefix.

/** An address the app would answer: a GET of a page, not the API, the dashboard, section code or a file. */
function isPageRequest(e, path) {
  const method = e.request.method;
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (path.startsWith('/api/') || path === '/_' || path.startsWith('/_/') || path.startsWith('/sections/'))
    return false;
  return !/\.[a-z0-9]+$/i.test(path);
}

function readJson(file) {
  try {
    return JSON.parse(toString($os.readFile(file)));
  } catch (error) {
    return null;
  }
}

/** Route patterns by `name@version`, checked and split once: a version's files never change once it is stored. */
let routesByVersion = Object.create(null);
let cachedVersions = 0;

function routePatterns() {
  return require(`${__hooks}/../node_modules/@tjas/deploy/src/route-patterns.cjs`);
}

/**
 * The compiled route patterns of a section's live version, or null when the whole prefix is the
 * section's: its manifest names none (built before they were named), or names a list the release
 * checks refuse (empty, too long, malformed: a version stored before those checks, or a rollback
 * target never checked), so a bad list never makes the section's own pages 404.
 */
function liveRoutes(app, section) {
  const key = `${section.name}@${section.version}`;
  if (key in routesByVersion) return routesByVersion[key];
  const folder = require(`${__hooks}/lib/section-store.js`).versionDir(app, section.name, section.version);
  const manifest = readJson(`${folder}/mf-manifest.json`);
  const routes = manifest && manifest.tjas ? manifest.tjas.routes : undefined;
  const patterns = routePatterns();
  const usable = routes !== undefined && patterns.routesProblems(routes).length === 0;
  if (cachedVersions >= 100) {
    routesByVersion = Object.create(null); // versions go out of use with every release
    cachedVersions = 0;
  }
  routesByVersion[key] = usable ? patterns.compileRoutes(routes) : null;
  cachedVersions++;
  return routesByVersion[key];
}

/** Whether `page` (no slash at the end) is an address of a released section: under its prefix and, when its version names its routes, one of them. */
function sectionPage(app, registry, page) {
  const section = require(`${__hooks}/lib/section-paths.js`).sectionFor(registry, page);
  if (!section) return false;
  if (page === '/') return true; // the shell sends the start page to the first section
  const routes = liveRoutes(app, section);
  if (!routes) return true;
  return routePatterns().matchesCompiled(routes, page.slice(section.prefix.length + 1));
}

/** Whether `page` is one of the shell's: listed as it is, or matching a listed pattern with a parameter (`/leden/:id`). */
function shellPage(pages, page) {
  if (pages.indexOf(page) >= 0) return true;
  const patterns = pages.filter((listed) => listed.indexOf(':') >= 0).map((listed) => listed.slice(1));
  return patterns.length > 0 && routePatterns().matchesRoutes(patterns, page.slice(1));
}

/**
 * Answers a page request for an unknown address with the app's page and status 404, and says so
 * (true). Without a built shell (no shell-pages.json) every address is left to PocketBase.
 */
function answerUnknownPage(e, registry) {
  const path = e.request.url.path;
  if (!isPageRequest(e, path)) return false;
  const siteDir = $os.getenv('TJAS_SITE_DIR');
  const pages = siteDir ? readJson(`${siteDir}/shell-pages.json`) : null;
  if (!Array.isArray(pages)) return false;
  const page = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (shellPage(pages, page) || sectionPage(e.app, registry, page)) return false;
  let index;
  try {
    index = toString($os.readFile(`${siteDir}/index.html`));
  } catch (error) {
    return false;
  }
  e.html(404, index);
  return true;
}

module.exports = { answerUnknownPage, isPageRequest, liveRoutes };
