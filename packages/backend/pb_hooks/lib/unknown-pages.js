/// <reference path="../../pb_data/types.d.ts" />
// Spec 8: an address that no page answers gets status 404, with the app's page, which shows
// "Page Not Found". The pages are the shell's own (shell-pages.json, written by its build) and
// everything under a released section's prefix; what lies under a prefix is the section's to
// answer (its own not-found page).

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
  if (pages.indexOf(page) >= 0 || require(`${__hooks}/lib/section-paths.js`).sectionFor(registry, page)) return false;
  let index;
  try {
    index = toString($os.readFile(`${siteDir}/index.html`));
  } catch (error) {
    return false;
  }
  e.html(404, index);
  return true;
}

module.exports = { answerUnknownPage };
