/// <reference path="../../pb_data/types.d.ts" />
// What the checks of a member's list query (request-guards.js) find in the query itself, kept
// per query: the events page asks the same `ends >= @now` sorted by `start` on every load, and
// reading it again (its paths through the schema, each a call from JavaScript into PocketBase)
// cost the events list a fifth of its throughput (issue #33, BENCHMARKS.md). Only what does not
// depend on the member is kept: whether it names a private field, and its plan
// (lib/filter-guard.js); which relations the member may follow is asked on every request.
//
// Each pooled JavaScript runtime has its own copy of this module, so its own verdicts: nothing is
// shared between runtimes but the schema's version in PocketBase's store, which
// query-verdicts.pb.js changes after every change of a collection through this server. A verdict
// made from the old schema is then never used again. A schema changed by another process on the
// same data folder (a `pocketbase migrate` beside the running server) fires no hook here: the
// site's upgrades restart PocketBase (`pnpm upgrade:site`), which starts every runtime over.

const SCHEMA_VERSION = 'tjas.schemaVersion';
/**
 * Characters of queries kept per runtime; past it the runtime starts over. A query longer than
 * twice what a filter may be is not kept at all, so made-up queries cannot grow memory: at most
 * ~64 K characters per runtime (~150 runtimes), whatever is sent.
 */
const MAX_KEPT_CHARACTERS = 65536;

let verdicts = new Map();
let verdictsOf = undefined;
let keptCharacters = 0;

function startOver(version) {
  verdicts = new Map();
  verdictsOf = version;
  keptCharacters = 0;
}

/** A new version of the schema, after a collection has changed (query-verdicts.pb.js). */
function schemaChanged(app) {
  app.store().set(SCHEMA_VERSION, $security.randomString(12));
}

/**
 * `{ privateParam, plan }` of `query` ({ filter, sort }) on `collection`: the parameter that uses
 * a private field ('' when none; lib/private-fields.js) and the member-independent plan of its
 * paths (planQuery in lib/filter-guard.js).
 */
function verdictFor(app, collection, query) {
  const version = app.store().get(SCHEMA_VERSION) || '';
  if (version !== verdictsOf) startOver(version);
  // Unambiguous whatever the texts hold (a newline in a sort must not make it another query's filter).
  const key = JSON.stringify([collection.id, query.filter || '', query.sort || '']);
  const kept = verdicts.get(key);
  if (kept) return kept;
  const { LIMITS, planQuery } = require(`${__hooks}/lib/filter-guard.js`);
  const { appSchema } = require(`${__hooks}/lib/field-paths.js`);
  const schema = appSchema(app);
  const verdict = {
    privateParam: require(`${__hooks}/lib/private-fields.js`).privateUse(app, collection, query, schema),
    plan: planQuery(schema, schema.collection(collection.id), query),
  };
  if (key.length > 2 * LIMITS.filterLength) return verdict;
  if (keptCharacters + key.length > MAX_KEPT_CHARACTERS) startOver(version);
  verdicts.set(key, verdict);
  keptCharacters += key.length;
  return verdict;
}

module.exports = { MAX_KEPT_CHARACTERS, schemaChanged, verdictFor };
