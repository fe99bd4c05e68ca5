/// <reference path="../../pb_data/types.d.ts" />
// A new record that nobody listens to, saved by statement: checked as a save checks it (the
// collection's fields and limits, app.validate), then one INSERT. PocketBase's save would also,
// after the commit, walk every realtime connection to find who subscribed to the collection and
// run the record hooks. With a thousand members' event pages open in a rush, that walk cost each
// sign-up's mail more than the rest of its work (BENCHMARKS.md, the rush with the page open).
// Only for records no page or hook needs to hear of: the mail outbox, and a new sign-up
// (lib/signup-insert.js), whose counts the event's pages hear on a topic of the site's own.

/** Inserts the new `record` of `table` with `app` (a transaction's app keeps it in the transaction). */
function insertRecord(app, table, record) {
  // The dates as a save sets them: the autodate fields that fill on create are filled only by the
  // save's own step, and `set` leaves them alone. The id is the collection's own, filled in by the
  // check.
  const now = new DateTime();
  for (const field of record.collection().fields) {
    if (field.type() === 'autodate' && field.onCreate) record.setRaw(field.getName(), now);
  }
  app.validate(record);
  app.db().insert(table, record.dbExport(app)).execute();
}

module.exports = { insertRecord };
