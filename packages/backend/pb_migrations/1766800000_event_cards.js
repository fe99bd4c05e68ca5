/// <reference path="../pb_data/types.d.ts" />

// The events list's cards (#33): a view of `events` with only what a card shows and decides by,
// so a list of 30 upcoming events no longer carries each event's description, payment
// instructions, questions and bookkeeping dates. PocketBase encodes every field of every record
// it lists, so each field is work on each event of each list request: this view answered the
// events list with ~10% less processor time (BENCHMARKS.md, "The events list reads cards"), and
// with real descriptions (kilobytes of HTML each) far fewer bytes to a phone.
// `has_questions` stands for the questions themselves: a card only needs to know that sign-up
// goes through the event's page. A view is read-only; who may read it is the permission table's
// (the same as the events it shows), applied at every start (pb_hooks/access-rules.pb.js).
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
