/// <reference path="../../pb_data/types.d.ts" />
// While `pnpm start` still prepares the site (the demo data, the first release of the sections),
// PocketBase already answers: a member who logged in then got a site without sections (#32
// item 11). start.ts names a file that exists until the sections are released
// (TJAS_STARTING_FILE); until it is gone, members' logins and page loads are told that the site is
// starting, while the maintainer's own requests (the superuser that seeds and releases) go on.

const MESSAGE = 'De site start nog op. Probeer het over een paar seconden opnieuw.';
const RETRY_SECONDS = '3';
/** No script and no style of its own (the pages' Content-Security-Policy allows neither inline). */
const PAGE = `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${RETRY_SECONDS}">
<title>De site start op</title>
</head>
<body>
<main>
<h1>De site start op</h1>
<p>Nog even geduld: de site is zo klaar. Deze pagina laadt vanzelf opnieuw.</p>
</main>
</body>
</html>
`;

/** Once the file is gone it never comes back while this server runs: one look at the disk less per request. */
let started = false;

function starting() {
  if (started) return false;
  const marker = $os.getenv('TJAS_STARTING_FILE');
  if (marker) {
    try {
      $os.stat(marker);
      return true;
    } catch (error) {
      // gone: the site is ready
    }
  }
  started = true;
  return false;
}

/**
 * Answers a member's login (503, Dutch, which the login form shows) or a page load (503, a page
 * that reloads itself) while the site is starting, and says so (true). `isPage`: the request
 * would get the app's page.
 */
function answerStarting(e, isPage) {
  if (!starting()) return false;
  const path = e.request.url.path;
  const login = e.request.method === 'POST' && path.indexOf('/api/collections/users/auth-with-') === 0;
  if (!login && !isPage) return false;
  e.response.header().set('Retry-After', RETRY_SECONDS);
  e.response.header().set('Cache-Control', 'no-store');
  if (login) e.json(503, { status: 503, message: MESSAGE, data: {} });
  else e.html(503, PAGE);
  return true;
}

module.exports = { answerStarting, MESSAGE };
