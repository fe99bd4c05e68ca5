/// <reference path="../../pb_data/types.d.ts" />
// A member's own sign-up, placed by the request middleware (lib/request-middleware.js) instead of
// by PocketBase's create route and the sign-up hook. The middleware holds a pooled JavaScript
// runtime for the whole request and the hook took a second one: in a rush of a thousand members
// straight at PocketBase that was two thousand runtimes, more than the pool keeps, and the
// one-off runtimes PocketBase then makes (and their garbage) were a third of its time; the
// create route also checks its rule with a query of its own (BENCHMARKS.md, the rush in one
// runtime). Here the request is placed in the middleware's runtime, as the hook places it
// (lib/signup-create.js).
// Only a request that plainly passes the collection's create rule is taken: every other one
// (no member, a maintainer, a form upload, another member's id, a rule changed in the permission
// table, any rate limit PocketBase would apply to it) goes on to PocketBase's route, which
// answers or refuses it as before.

const { activeMember, ruleText } = require(`${__hooks}/lib/access.js`);
const { collectionRateLimited } = require(`${__hooks}/lib/collection-rate-limits.js`);

/**
 * The placing modules, required at a runtime's first sign-up, not with the middleware for every
 * request.
 * @type {typeof import('./signup-create.js') | null}
 */
let create = null;

const PATH = '/api/collections/signups/records';

/**
 * The create rule this module checks by hand (generated/access.json; its unit test fails when the
 * permission table gives sign-ups another one). With any other rule PocketBase checks it.
 */
const IMPLEMENTED_RULE =
  '@request.auth.id != "" && @request.auth.collectionName = "users" && @request.auth.inactive = false && @request.body.user = @request.auth.id';

/**
 * Tests tell the two ways in apart by this header on the middleware's answers
 * (TJAS_SIGNUP_PATH_HEADER=1, read at start): the answers are alike by design.
 */
const MARK = String($os.getenv('TJAS_SIGNUP_PATH_HEADER')) === '1';

/**
 * Places the request `e` as a member's own new sign-up when it is one that plainly passes the
 * create rule, and says whether it did; false leaves the request untouched for PocketBase.
 */
function placeOwnSignup(e) {
  const auth = e.auth;
  if (!activeMember(auth)) return false;
  if (!String(e.request.header.get('Content-Type')).startsWith('application/json')) return false;
  const collection = e.app.findCachedCollectionByNameOrId('signups');
  if (ruleText(collection.createRule) !== IMPLEMENTED_RULE) return false;
  if (collectionRateLimited(e.app, 'signups', 'create', 'POST', PATH)) return false;
  const record = new Record(collection);
  // As PocketBase's create reads the body: field modifiers resolved, hidden fields left out.
  const data = record.replaceModifiers(e.requestInfo().body);
  if (data.user !== auth.id) return false;
  for (const field of collection.fields) if (field.getHidden()) delete data[field.getName()];
  new RecordUpsertForm(e.app, record).load(data);
  const { placeSignup } = create || (create = require(`${__hooks}/lib/signup-create.js`));
  if (MARK) e.response.header().set('X-Tjas-Aanmelding-Via', 'middleware');
  placeSignup(e, record);
  return true;
}

module.exports = { IMPLEMENTED_RULE, PATH, placeOwnSignup };
