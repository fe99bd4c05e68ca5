/// <reference path="../../pb_data/types.d.ts" />
// The access data generated from the permission table (generated/access.json): the API rules of
// every collection, the committee (by key) that receives each kind of submission, and the rules
// the hooks evaluate for managers of a record.

const RULES = ['listRule', 'viewRule', 'createRule', 'updateRule', 'deleteRule'];

function readAccess() {
  return JSON.parse(toString($os.readFile(`${__hooks}/generated/access.json`)));
}

/** Gives every collection the generated rules; a collection that cannot take them yet is skipped. */
function applyRules(app) {
  const { rules } = readAccess();
  for (const name of Object.keys(rules)) {
    let collection;
    try {
      collection = app.findCollectionByNameOrId(name);
    } catch (error) {
      continue; // created by a migration that has not run yet
    }
    const changed = RULES.filter(
      (key) => (collection[key] === undefined ? null : collection[key]) !== rules[name][key]
    );
    if (changed.length === 0) continue;
    for (const key of changed) collection[key] = rules[name][key];
    try {
      app.save(collection);
    } catch (error) {
      app.logger().warn('Toegangsregels nog niet toegepast', 'collection', name, 'error', String(error));
    }
  }
}

/** Whether the request's member holds `permission` of the table (as the generated rule says). */
function holds(app, e, permission, record) {
  return app.canAccessRecord(record, e.requestInfo(), readAccess().permissions[permission]);
}

/** The committee keys that hold `permission` (admins hold it too). */
function permissionCommittees(permission) {
  return readAccess().holders[permission] || [];
}

module.exports = { applyRules, holds, permissionCommittees, readAccess };
