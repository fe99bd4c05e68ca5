/// <reference path="../pb_data/types.d.ts" />

// Every save that brings new files (API, dashboard, batch, hooks) stores them under a name whose
// extension agrees with their content (see lib/file-content.js), so no upload is ever served as
// a script or style sheet. Registered for the collections with file fields only: a hook without
// a collection runs (in a pooled JavaScript runtime) for every record saved anywhere.
onRecordValidate(
  (e) => {
    require(`${__hooks}/lib/file-content.js`).renameUploads(e.record);
    e.next();
  },
  ...require(`${__hooks}/lib/file-content.js`).COLLECTIONS_WITH_FILES
);
