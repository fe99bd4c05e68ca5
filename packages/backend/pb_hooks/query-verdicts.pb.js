/// <reference path="../pb_data/types.d.ts" />

// The checks of members' list queries keep what they found per query and schema
// (lib/query-verdicts.js): a changed collection (a field added or hidden, a relation moved) is a
// new schema. PocketBase reloads its own copy of the collections inside the change's transaction,
// so a query may be read from the new schema before the change is final: the schema is new again
// once the change has been saved, and also once it has failed (PocketBase then reloads the old),
// even when a later handler of these events fails.
for (const afterChange of [
  onCollectionAfterCreateSuccess,
  onCollectionAfterUpdateSuccess,
  onCollectionAfterDeleteSuccess,
  onCollectionAfterCreateError,
  onCollectionAfterUpdateError,
  onCollectionAfterDeleteError,
]) {
  afterChange((e) => {
    try {
      e.next();
    } finally {
      require(`${__hooks}/lib/query-verdicts.js`).schemaChanged(e.app);
    }
  });
}
