/// <reference path="../pb_data/types.d.ts" />

// Rich text is stored clean, on every save (API, dashboard, batch), not only cleaned when shown.
onRecordValidate((e) => {
  require(`${__hooks}/lib/clean-html.js`).cleanEditorFields(e.record);
  e.next();
});
