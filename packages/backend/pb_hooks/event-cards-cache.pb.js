/// <reference path="../pb_data/types.d.ts" />

// The events list's kept pages (lib/event-cards-cache.js) are read again after every committed
// change of an event (a save, the recount of its sign-ups, a cancellation, a deletion), of the
// collections they read, and of a sign-up that PocketBase saved: one in a batch, whose counts
// are final when the batch commits. A sign-up placed by statement (every other new one) marks the
// change itself after its commit (lib/signup-create.js); changed and deleted sign-ups recount
// their event, a save of the event.

/** Marks the change after the handlers that follow (the save is committed by now). */
function markAfter(e) {
  try {
    e.next();
  } finally {
    // Kept in this runtime after its first change: require() walks the file system on every call.
    const cache =
      globalThis.tjasEventCardsCache ||
      (globalThis.tjasEventCardsCache = require(`${__hooks}/lib/event-cards-cache.js`));
    cache.cardsChanged(e.app);
  }
}

onRecordAfterCreateSuccess(markAfter, 'events', 'signups');
onRecordAfterUpdateSuccess(markAfter, 'events');
onRecordAfterDeleteSuccess(markAfter, 'events');
onCollectionAfterUpdateSuccess(markAfter, 'events', 'event_cards');
onCollectionAfterDeleteSuccess(markAfter, 'events', 'event_cards');
