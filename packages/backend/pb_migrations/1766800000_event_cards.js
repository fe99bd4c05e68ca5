/// <reference path="../pb_data/types.d.ts" />

// The events list's cards (#33): a view of `events` with only what a card shows and decides by,
// so a list of 30 upcoming events no longer carries each event's description, payment
// instructions, questions and bookkeeping dates. PocketBase encodes every field of every record
// it lists, so each field is work on each event of each list request: this view answered the
// events list with ~10% less processor time (BENCHMARKS.md, "The events list reads cards"), and
// with real descriptions (kilobytes of HTML each) far fewer bytes to a phone.
// `has_questions` stands for the questions themselves: a card only needs to know that sign-up
// goes through the event's page. The CAST makes PocketBase type it a yes/no field (a bare
// expression would be JSON), and json_valid keeps a malformed value from failing the whole list
// (json_array_length raises on it). A view is read-only; who may read it is the permission
// table's (the events' own read grants), applied at every start (pb_hooks/access-rules.pb.js).
// A later migration that renames or drops one of these fields of `events` must save this view
// again with its new query: PocketBase only logs a warning when a view cannot follow.
const EVENT_CARDS_QUERY = `SELECT id, title, start, ends, location, organiser, price, cover, capacity,
  signups_confirmed, signups_waiting, signup_opens, signup_deadline, signout_deadline, cancelled,
  training, max_guests,
  CAST(CASE WHEN json_valid(questions) THEN json_array_length(questions) > 0 ELSE 0 END AS BOOLEAN) AS has_questions
  FROM events`;

migrate(
  (app) => {
    app.save(
      new Collection({
        type: 'view',
        name: 'event_cards',
        viewQuery: EVENT_CARDS_QUERY,
        // Until the permission table's rules are applied (after the migrations): nobody.
        listRule: null,
        viewRule: null,
      })
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('event_cards'));
  }
);
