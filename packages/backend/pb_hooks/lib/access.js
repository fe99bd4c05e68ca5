/// <reference path="../../pb_data/types.d.ts" />
// The access data generated from the permission table (generated/access.json): the API rules of
// every collection, the committee (by key) that receives each kind of submission, and the rules
// the hooks evaluate for managers of a record.

const RULES = ['listRule', 'viewRule', 'createRule', 'updateRule', 'deleteRule'];

function readAccess() {
  return JSON.parse(toString($os.readFile(`${__hooks}/generated/access.json`)));
}

/**
 * Gives every collection the generated rules. A collection that cannot take them (a rule names a
 * field it lacks, e.g. the events' rule narrowed by a field their cards' view does not have) is
 * closed to all but superusers, never left with its old rules, which may be wider than the
 * table's; when even that fails, PocketBase does not start. Migrations have all run by now
 * (access-rules.pb.js), so no rule waits for a field a later migration adds.
 */
/**
 * A collection's rule as text, null for none. PocketBase's JavaScript gets a rule as a Go pointer
 * to a string, an object that is never `===` a text: compared as it was, every collection was
 * saved again at every start.
 */
function ruleText(rule) {
  return rule === undefined || rule === null ? null : String(rule);
}

function applyRules(app) {
  const { rules } = readAccess();
  for (const name of Object.keys(rules)) {
    let collection;
    try {
      collection = app.findCollectionByNameOrId(name);
    } catch (error) {
      continue; // a collection the table names but the schema no longer has: nothing to open
    }
    const changed = RULES.filter((key) => ruleText(collection[key]) !== rules[name][key]);
    if (changed.length === 0) continue;
    for (const key of changed) collection[key] = rules[name][key];
    try {
      app.save(collection);
    } catch (error) {
      closeCollection(app, name, error);
    }
  }
}

function closeCollection(app, name, cause) {
  const collection = app.findCollectionByNameOrId(name);
  for (const key of RULES) collection[key] = null;
  try {
    app.save(collection);
  } catch (error) {
    throw new Error(`Toegangsregels van ${name} niet toe te passen (${cause}) en niet te sluiten: ${error}`, {
      cause: error,
    });
  }
  app
    .logger()
    .error(
      'Toegangsregels niet toe te passen: collectie gesloten voor leden',
      'collection',
      name,
      'error',
      String(cause)
    );
}

/**
 * Whether `auth` (a request's auth record, or null) is an active member: of `users`, not
 * deactivated. What a rule's `@request.auth.collectionName = "users" && @request.auth.inactive =
 * false` asks, for the code that checks it by hand.
 */
function activeMember(auth) {
  return Boolean(auth) && auth.collection().name === 'users' && !auth.getBool('inactive');
}

/** Whether the request's member holds `permission` of the table (as the generated rule says). */
function holds(app, e, permission, record) {
  return app.canAccessRecord(record, e.requestInfo(), readAccess().permissions[permission]);
}

/** The committee keys that hold `permission` (admins hold it too). */
function permissionCommittees(permission) {
  return readAccess().holders[permission] || [];
}

module.exports = { activeMember, applyRules, holds, permissionCommittees, readAccess, ruleText };
