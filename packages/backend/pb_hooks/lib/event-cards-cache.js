/// <reference path="../../pb_data/types.d.ts" />
// The events list's pages kept for every member (issue #33). Every member's /evenementen asks
// the same page of the `event_cards` view (upcoming events by start, or past ones), and every
// active member may read every card (the permission table's rule). PocketBase queried and
// encoded those 30 cards for each request anew: ~1.8 ms of its processor time, a third of it
// per card (BENCHMARKS.md, the events list kept). Here the request middleware answers such a
// request from PocketBase's own encoding of the page, kept in the app's store for all runtimes.
//
// The strategy:
// - Only the section's exact queries, by a member who plainly passes the cards' list rule: any
//   other query, rule, member or rate limit goes on to PocketBase's list, which answers as ever.
// - A page is kept with the change mark of the events it was read under. The mark is new after
//   every committed change of an event or its sign-up counts (event-cards-cache.pb.js, and the
//   sign-up placed by statement: lib/signup-create.js), and a page read under an older mark is
//   read again. The mark is set after the commit, so a page read before it cannot be kept as new.
// - A page is also read again after KEEP_MS, whatever changed: events leave the upcoming list
//   when they end (`ends >= @now`), and a write the marks do not see shows within that time.
// - A superuser's SQL from the dashboard (/api/sql) marks a change too (lib/request-middleware.js).

const { activeMember, ruleText } = require(`${__hooks}/lib/access.js`);
const { collectionRateLimited } = require(`${__hooks}/lib/collection-rate-limits.js`);

const COLLECTION = 'event_cards';
const PATH = `/api/collections/${COLLECTION}/records`;

/**
 * The list rule this module checks by hand (generated/access.json; its unit test fails when the
 * permission table gives the cards another one). With any other rule PocketBase answers.
 */
const IMPLEMENTED_RULE =
  '@request.auth.id != "" && @request.auth.collectionName = "users" && @request.auth.inactive = false';

/** The section's two lists (remotes/events, events-api.ts): filter and sort. */
const LISTS = { 'ends >= @now': 'start', 'ends < @now': '-start' };
const PAGE_SIZE = '30';
/** Pages kept per list: a member rarely reads further, and ten pages bound the memory (~0.2 MB each at most). */
const MAX_PAGE = 10;
/** How long a page is kept at most, in ms. */
const KEEP_MS = 2000;

/**
 * Tests tell a kept page from one read for the request by this header (TJAS_CARDS_CACHE_HEADER=1,
 * read at start): the answers are alike by design.
 */
const MARK = String($os.getenv('TJAS_CARDS_CACHE_HEADER')) === '1';

const CHANGE_MARK = 'tjasEventCardsMark';
const ENTRY = 'tjasEventCards:';

/** Decodes a query's name or value as Go's url.QueryUnescape does for a well-formed one; null otherwise. */
function queryUnescape(text) {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch (error) {
    return null;
  }
}

/**
 * The list and page of a raw query that is exactly one of the section's (each name once, nothing
 * else), or null. Go's parser and this one agree on a well-formed query; anything else is null.
 */
function sectionQuery(raw) {
  if (raw.indexOf(';') >= 0) return null;
  // Without a prototype: every name, `__proto__` too, is a name of its own.
  const params = Object.create(null);
  for (const part of raw.split('&')) {
    const at = part.indexOf('=');
    const name = queryUnescape(at < 0 ? part : part.slice(0, at));
    const value = queryUnescape(at < 0 ? '' : part.slice(at + 1));
    if (name === null || value === null || name in params) return null;
    params[name] = value;
  }
  if (Object.keys(params).length !== 5) return null;
  const { filter, sort, page, perPage, skipTotal } = params;
  if (!Object.prototype.hasOwnProperty.call(LISTS, filter) || LISTS[filter] !== sort) return null;
  if (perPage !== PAGE_SIZE || (skipTotal !== '1' && skipTotal !== 'true')) return null;
  if (!/^[1-9][0-9]?$/.test(page) || Number(page) > MAX_PAGE) return null;
  return { filter, sort, page: Number(page) };
}

/**
 * The page's answer, as PocketBase's list encodes it: the records by their own JSON encoding
 * (what a member may see of them), with the skipped totals.
 */
function readPage(app, list) {
  const offset = (list.page - 1) * Number(PAGE_SIZE);
  const records = app.findRecordsByFilter(COLLECTION, list.filter, list.sort, Number(PAGE_SIZE), offset);
  return toBytes({ items: records, page: list.page, perPage: Number(PAGE_SIZE), totalItems: -1, totalPages: -1 });
}

/**
 * Answers the request `e` (a GET of PATH with `url`) from the kept page when it is one of the
 * section's lists for a member who passes the cards' rule, and says whether it did; false leaves
 * the request untouched for PocketBase.
 */
function serveCards(e, url) {
  // IMPLEMENTED_RULE, plainly passed.
  if (!activeMember(e.auth)) return false;
  const list = sectionQuery(url.rawQuery);
  if (!list) return false;
  let collection;
  try {
    collection = e.app.findCachedCollectionByNameOrId(COLLECTION);
  } catch (error) {
    return false; // PocketBase answers a missing collection itself
  }
  if (ruleText(collection.listRule) !== IMPLEMENTED_RULE) return false;
  if (collectionRateLimited(e.app, COLLECTION, 'list', 'GET', PATH)) return false;
  const store = e.app.store();
  const key = `${ENTRY}${list.filter}:${list.page}`;
  const mark = store.get(CHANGE_MARK) || '';
  const now = Date.now();
  // A kept entry is a Go map shared by every runtime: read only, never written (a concurrent
  // write of a Go map stops the whole process).
  let entry = store.get(key);
  // By its age, not a time to come: a clock set back does not make a page younger.
  const kept = Boolean(entry) && entry.mark === mark && now - entry.at >= 0 && now - entry.at < KEEP_MS;
  if (!kept) {
    // The mark as read before the page: a change committed meanwhile leaves it an older page.
    const body = readPage(e.app, list);
    // toBytes leaves nothing when the records cannot be encoded: PocketBase answers with its error.
    if (body.length === 0) return false;
    entry = { mark, at: now, body };
    store.set(key, entry);
  }
  if (MARK) e.response.header().set('X-Tjas-Kaarten', kept ? 'bewaard' : 'gelezen');
  e.blob(200, 'application/json', entry.body);
  return true;
}

/**
 * After a committed change of events or their counts: every kept page is read again. A failure
 * here is logged, never thrown: the change it follows is saved (the pages are read again within
 * KEEP_MS anyway).
 */
function cardsChanged(app) {
  try {
    app.store().set(CHANGE_MARK, $security.randomString(12));
  } catch (error) {
    app.logger().error('Evenementenlijst niet als gewijzigd gemarkeerd', 'error', String(error));
  }
}

module.exports = { IMPLEMENTED_RULE, KEEP_MS, PATH, cardsChanged, sectionQuery, serveCards };
