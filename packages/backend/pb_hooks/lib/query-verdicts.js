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
// query-verdicts.pb.js changes after every change of a collection. A verdict made from the old
// schema is then never used again.

const SCHEMA_VERSION = 'tjas.schemaVersion';
/** Distinct queries kept per runtime; past it the runtime starts over (a flood of made-up filters cannot grow memory). */
const MAX_VERDICTS = 500;

let verdicts = new Map();
let verdictsOf = undefined;

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
  if (version !== verdictsOf) {
    verdicts = new Map();
    verdictsOf = version;
  }
  const key = `${collection.id}\n${query.filter || ''}\n${query.sort || ''}`;
  let verdict = verdicts.get(key);
  if (!verdict) {
    const { appSchema } = require(`${__hooks}/lib/field-paths.js`);
    const schema = appSchema(app);
    verdict = {
      privateParam: require(`${__hooks}/lib/private-fields.js`).privateUse(app, collection, query),
      plan: require(`${__hooks}/lib/filter-guard.js`).planQuery(schema, schema.collection(collection.id), query),
    };
    if (verdicts.size >= MAX_VERDICTS) verdicts = new Map();
    verdicts.set(key, verdict);
  }
  return verdict;
}

module.exports = { schemaChanged, verdictFor };
