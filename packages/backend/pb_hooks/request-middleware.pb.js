/// <reference path="../pb_data/types.d.ts" />

// Compress API responses and the static site.
routerUse($apis.gzip());

// PocketBase's request log (the dashboard's "Logs") keeps the requests that failed or were
// refused (lib/request-middleware.js), not a row for every one that succeeded: that row cost
// 0.06-0.12 ms of PocketBase's time per request, up to a fifth of a plain list's (BENCHMARKS.md),
// and kept every member's address and pages for five days, which the site does not use. The
// site's own messages are logged as before. TJAS_REQUEST_LOG=all (read at start) logs every
// request again, e.g. while looking into a problem. A Go middleware: no JavaScript runs.
if (String($os.getenv('TJAS_REQUEST_LOG')).toLowerCase() !== 'all') routerUse($apis.skipSuccessActivityLog());

// One JavaScript middleware for every request, not one per concern: a JavaScript middleware
// keeps a pooled JavaScript runtime for the whole request (its e.next() runs everything after it
// inside it), so each extra one costs throughput under load. Measured with `BENCH_PARTS=api pnpm
// bench`: with four such middlewares the events list answered 533 requests/s (p99 501 ms), where
// it had answered 1,040 with two. What it does is in lib/request-middleware.js.
routerUse((e) => {
  // Kept in this runtime after the first request: require() walks the file system on every call.
  const middleware =
    globalThis.tjasRequestMiddleware ||
    (globalThis.tjasRequestMiddleware = require(`${__hooks}/lib/request-middleware.js`));
  return middleware.handle(e);
});

// An API path that does not exist is a JSON 404, never the app's page (which the static site's
// fallback would otherwise send for any GET).
routerAdd('GET', '/api/{path...}', (e) => {
  throw new NotFoundError('Deze API bestaat niet.');
});
