/// <reference path="../pb_data/types.d.ts" />

// A form sent twice (a double click, a retry while the first is still under way) creates one
// record. The first creation of a member's record stores a fingerprint of who sent what where;
// an identical one within the window finds it taken (a primary key, so also exact when both
// arrive at the same moment) and is refused. A creation that fails gives its fingerprint back,
// so sending the corrected or same form again works at once.
// Registered only for the collections members create in (lib/request-fingerprints.js): around
// any other creation it would hold a pooled JavaScript runtime for the whole save and do nothing.
onRecordCreateRequest(
  (e) => {
    const fingerprints = require(`${__hooks}/lib/request-fingerprints.js`);
    if (e.hasSuperuserAuth() || !e.auth || !fingerprints.applies(e.collection.name)) return e.next();
    const fingerprint = fingerprints.of(e.auth.id, e.collection.name, e.requestInfo().body, e.record);
    // The app of this request, not e.app later: hooks further in replace e.app with a transaction
    // that has ended by the time a failure comes back here.
    fingerprints.once(e.app, fingerprint, () => e.next());
  },
  ...require(`${__hooks}/lib/request-fingerprints.js`).collections()
);
