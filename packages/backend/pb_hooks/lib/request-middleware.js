/// <reference path="../../pb_data/types.d.ts" />
// The site's one JavaScript middleware (request-middleware.pb.js binds it to every request).
// Its modules are required here, at the top, once per runtime: require() resolves a path on the
// file system on every call, even for a module it has loaded (issue #33; BENCHMARKS.md).

const { setHeaders } = require(`${__hooks}/lib/page-headers.js`);
const { refused } = require(`${__hooks}/lib/request-guards.js`);
const pages = require(`${__hooks}/lib/unknown-pages.js`);
const { answerStarting } = require(`${__hooks}/lib/site-starting.js`);
const storageFaults = require(`${__hooks}/lib/storage-faults.js`);
const signups = require(`${__hooks}/lib/signup-request.js`);
const { servePrecompressed } = require(`${__hooks}/lib/precompressed-assets.js`);
const cards = require(`${__hooks}/lib/event-cards-cache.js`);

/**
 * PocketBase's key for the flag that `$apis.skipSuccessActivityLog()` (request-middleware.pb.js)
 * sets and its request log reads (apis.requestEventKeySkipSuccessActivityLog).
 */
const SKIP_SUCCESS_LOG = '__skipSuccessActivityLogger';

/** PocketBase's route for a superuser's SQL statements (apis/sql.go). */
const SQL_PATH = '/api/sql';

/**
 * The request log keeps failed requests, and PocketBase takes for failed only a request that
 * ended in an error: a refusal written as an answer (here, e.g. a filter on a private field, or by
 * a route of the site) would be left out with the successful ones. So such an answer clears the
 * flag.
 */
function logRefusal(e) {
  if (e.status() >= 400) e.set(SKIP_SUCCESS_LOG, null);
}

function handle(e) {
  // Read once: each step through a Go value (e.request, its url) wraps it anew for JavaScript.
  const request = e.request;
  const url = request.url;
  const path = url.path;
  const method = request.method;
  const registry = setHeaders(e, path);
  // E-mail changes go through email-change.pb.js, which answers the same for every address; the
  // users collection by its id would reach PocketBase's own route, which does not.
  if (path.endsWith('/request-email-change') && path !== '/api/collections/users/request-email-change')
    throw new NotFoundError('Wijzig je e-mailadres via /api/collections/users/request-email-change.');
  if (refused(e, method, url)) return logRefusal(e);
  const read = method === 'GET' || method === 'HEAD';
  // A read of PocketBase's own API (most requests: every list and view) is no page and no login,
  // saves nothing, and fails with an error when it fails: the steps below are not its concern. It
  // still holds this runtime until PocketBase has answered, but runs no more JavaScript than it
  // needs (issue #33; BENCHMARKS.md).
  // The events list's pages are kept for every member (lib/event-cards-cache.js).
  if (read && path.startsWith('/api/') && !path.startsWith('/api/tjas/'))
    return method === 'GET' && path === cards.PATH && cards.serveCards(e, url) ? undefined : e.next();
  try {
    return answer(e, path, method, registry, read);
  } finally {
    logRefusal(e);
  }
}

/** The rest of a request: a page, a login, a write, or a route of the site's own. */
function answer(e, path, method, registry, read) {
  // A read of the site's own API (/api/tjas/): no page, no login, nothing saved.
  if (read && path.startsWith('/api/')) return e.next();
  if (answerStarting(e, pages.isPageRequest(e, path))) return;
  if (registry && pages.answerUnknownPage(e, registry)) return;
  // Only a write can have been "not saved"; a failed read stays PocketBase's own answer.
  if (read) return servePrecompressed(e, path) ? undefined : e.next();
  try {
    if (method === 'POST' && path === signups.PATH && signups.placeOwnSignup(e)) return;
    // A superuser's SQL (the dashboard's console) passes no hook: it may have changed events.
    if (method === 'POST' && path === SQL_PATH) {
      try {
        return e.next();
      } finally {
        cards.cardsChanged(e.app);
      }
    }
    return e.next();
  } catch (error) {
    throw storageFaults.explain(e.app, `${method} ${path}`, error);
  }
}

module.exports = { handle };
