/// <reference path="../../pb_data/types.d.ts" />
// What a member's filter and sort (of a list or a realtime subscription) may reach, and how much
// work they may ask for. Superusers are not checked (request-guards.js).
//
// The rule: a path may pass through a relation or back-relation (`user.name`,
// `signup_payments_via_signup.id`, `@collection.orders.total`) only into a collection whose every
// record the member may list. PocketBase tests related records in a filter without their list
// rule, so `signups?filter=signup_payments_via_signup.id=""` would tell any member which sign-ups
// have no payment mark, though only organisers may read payment marks. Who lists every record of
// a collection comes from the permission table (`fullList` in generated/access.json, written by
// `pnpm generate:access`): every member for most collections; admins, or holders of a
// permission, for the rest (their filters see nothing they could not list anyway); nobody for
// collections whose records are each shown to their owner only.
//
// The limits: in PocketBase every relation of a filter is a join of the whole query, so paths
// multiply: three OR'd paths with two back-relations each held the server 20 s on 150 sign-ups.
// A back-relation is the join that multiplies (one event, all its sign-ups); a relation to one
// record does not. With at most one back-relation per query, every join is bounded by the size
// of the tables it reads; with few uses of relations, the worst query costs a few ordinary lists
// (measured in tests/integration/filter-guards.test.ts). PocketBase's own time limit on a query
// (--queryTimeout, set in packages/backend/src/pocketbase-process.ts) bounds the rest.

const LIMITS = {
  /** Characters of a filter (PocketBase's own limit is 3500, refused in English). */
  filterLength: 2000,
  /** Relations one path passes (`event.organiser.name` passes 2); PocketBase refuses 6+ in English. */
  depth: 3,
  /**
   * Uses of a path through a relation in one query, filter and sort together: PocketBase resolves
   * each use on its own (a subquery per comparison), so the work grows with every use. The site's
   * own pages use at most 3 (the account's sign-ups: `event.start`, `event.end`, sorted by `event.start`).
   */
  paths: 5,
  /** Back-relations (`signups_via_event`) of one query. */
  backRelations: 1,
};

/** Names PocketBase reads as values when no field has them. */
const LITERALS = /^(true|false|null)$/i;
/** Sort terms that are not fields. */
const SORT_TERMS = ['@random', '@rowid'];

function problem(param, code, message) {
  return { param, code, message };
}

function where(param) {
  return param === 'sort' ? 'de sortering' : 'het filter';
}

/** The paths of a query by parameter, as PocketBase will resolve them (lib/filter-terms.js). */
function queryPaths(query) {
  const { filterPaths, sortPaths } = require(`${__hooks}/lib/filter-terms.js`);
  return [
    { param: 'filter', paths: filterPaths(query.filter).filter((path) => !LITERALS.test(path)) },
    { param: 'sort', paths: sortPaths(query.sort).filter((path) => SORT_TERMS.indexOf(path) < 0) },
  ];
}

/**
 * What of a member's `query` ({ filter, sort }) on the collection `start` of `schema`
 * (lib/field-paths.js) does not depend on the member: `steps`, in the query's order, each a path's
 * relations (`{ param, hops: [{ path, target }] }`) or the first problem that ends the check
 * (`{ problem }`); `after`, the problem of the counts once every path has passed, or null. The
 * member's own part, which relations they may follow, is `planProblem`'s (request-guards.js keeps
 * plans per schema and query: lib/query-verdicts.js).
 */
function planQuery(schema, start, query) {
  const { walkPath } = require(`${__hooks}/lib/field-paths.js`);
  /** @type {({ problem: { param: string, code: string, message: string } } | { param: string, hops: { path: string, target: string }[] })[]} */
  const steps = [];
  const ended = (found) => {
    steps.push({ problem: found });
    return { steps, after: null };
  };
  const length = String(query.filter || '').length;
  if (length > LIMITS.filterLength) {
    return ended(
      problem(
        'filter',
        'filter_too_long',
        `Een filter mag hoogstens ${LIMITS.filterLength} tekens lang zijn; dit filter is ${length} tekens.`
      )
    );
  }
  const uses = []; // each use of a path through a relation: { path, param }
  const backs = {}; // back-relation -> parameter that names it
  for (const { param, paths } of queryPaths(query)) {
    for (const path of paths) {
      const walk = walkPath(schema, start, path);
      if (walk.unknown) {
        return ended(problem(param, 'unknown_field', `Het veld "${walk.unknown}" in ${where(param)} bestaat niet.`));
      }
      if (walk.hops.length > LIMITS.depth) {
        return ended(
          problem(
            param,
            'too_deep',
            `"${path}" in ${where(param)} gaat via ${walk.hops.length} relaties; zoeken en sorteren kan via hoogstens ${LIMITS.depth}.`
          )
        );
      }
      steps.push({ param, hops: walk.hops.map((hop) => ({ path: hop.path, target: hop.target })) });
      for (const hop of walk.hops) if (hop.back) backs[hop.path] = param;
      if (walk.hops.length > 0) uses.push({ path, param });
    }
  }
  if (uses.length > LIMITS.paths) {
    const named = uses.map((use) => use.path).filter((path, index, all) => all.indexOf(path) === index);
    return {
      steps,
      after: problem(
        uses[uses.length - 1].param,
        'too_many_relations',
        `Zoeken en sorteren kan hoogstens ${LIMITS.paths} keer via een relatie; hier ${uses.length} keer (${named.join(', ')}).`
      ),
    };
  }
  const backRelations = Object.keys(backs);
  if (backRelations.length > LIMITS.backRelations) {
    const last = backRelations[backRelations.length - 1];
    return {
      steps,
      after: problem(
        backs[last],
        'too_many_back_relations',
        `Zoeken en sorteren kan via hoogstens ${LIMITS.backRelations} terugverwijzing (zoals "signups_via_event") tegelijk; hier zijn het er ${backRelations.length} (${backRelations.join(', ')}).`
      ),
    };
  }
  return { steps, after: null };
}

/**
 * The first thing wrong with a `plan` (planQuery) for a member, as { param, code, message } in
 * Dutch, or null: a path's own problem, a relation into a collection `listsAll(name)` says the
 * member may not list every record of, or the counts.
 */
function planProblem(plan, listsAll) {
  for (const step of plan.steps) {
    if ('problem' in step) return step.problem;
    for (const hop of step.hops) {
      if (!listsAll(hop.target)) {
        return problem(
          step.param,
          'relation_not_allowed',
          `Via "${hop.path}" kun je niet zoeken of sorteren: niet alle gegevens daarachter zijn voor jou zichtbaar.`
        );
      }
    }
  }
  return plan.after;
}

/**
 * The first thing wrong with a member's `query` ({ filter, sort }) on the collection `start` of
 * `schema` (lib/field-paths.js), as { param, code, message } in Dutch, or null. `listsAll(name)`
 * says whether the member may list every record of the collection `name`.
 */
function queryProblem(schema, start, query, listsAll) {
  return planProblem(planQuery(schema, start, query), listsAll);
}

module.exports = { LIMITS, planProblem, planQuery, queryProblem };
