/// <reference path="../pb_data/types.d.ts" />

// Compress API responses and the static site.
routerUse($apis.gzip());

// One JavaScript middleware for every request, not one per concern: a JavaScript middleware
// keeps a pooled JavaScript runtime for the whole request (its e.next() runs everything after it
// inside it), so each extra one costs throughput under load. Measured with `BENCH_PARTS=api pnpm
// bench`: with four such middlewares the events list answered 533 requests/s (p99 501 ms), where
// it had answered 1,040 with two. What each step does is in its module.
routerUse((e) => {
  const registry = require(`${__hooks}/lib/page-headers.js`).setHeaders(e);
  // E-mail changes go through email-change.pb.js, which answers the same for every address; the
  // users collection by its id would reach PocketBase's own route, which does not.
  const path = e.request.url.path;
  if (path.endsWith('/request-email-change') && path !== '/api/collections/users/request-email-change')
    throw new NotFoundError('Wijzig je e-mailadres via /api/collections/users/request-email-change.');
  if (require(`${__hooks}/lib/request-guards.js`).refused(e)) return;
  const method = e.request.method;
  const read = method === 'GET' || method === 'HEAD';
  // A read of the API (most requests: every list and view) is no page and no login, and saves
  // nothing: the steps below are not its concern. It still holds this runtime until PocketBase
  // has answered, but runs no more JavaScript than it needs (issue #33; BENCHMARKS.md).
  if (read && path.startsWith('/api/')) return e.next();
  const pages = require(`${__hooks}/lib/unknown-pages.js`);
  if (require(`${__hooks}/lib/site-starting.js`).answerStarting(e, pages.isPageRequest(e, path))) return;
  if (registry && pages.answerUnknownPage(e, registry)) return;
  // Only a write can have been "not saved"; a failed read stays PocketBase's own answer.
  if (read) return e.next();
  try {
    return e.next();
  } catch (error) {
    throw require(`${__hooks}/lib/storage-faults.js`).explain(
      e.app,
      `${e.request.method} ${e.request.url.path}`,
      error
    );
  }
});

// An API path that does not exist is a JSON 404, never the app's page (which the static site's
// fallback would otherwise send for any GET).
routerAdd('GET', '/api/{path...}', (e) => {
  throw new NotFoundError('Deze API bestaat niet.');
});
