/// <reference path="../pb_data/types.d.ts" />

// Rich text is stored clean, on every save (API, dashboard, batch), not only cleaned when shown.
// Registered for the collections with rich-text fields only (see uploads.pb.js for why).
onRecordValidate(
  (e) => {
    require(`${__hooks}/lib/clean-html.js`).cleanEditorFields(e.record);
    e.next();
  },
  ...require(`${__hooks}/lib/clean-html.js`).COLLECTIONS_WITH_RICH_TEXT
);
