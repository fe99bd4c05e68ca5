/// <reference path="../pb_data/types.d.ts" />

// Every save that brings new files (API, dashboard, batch, hooks) stores them under a name whose
// extension agrees with their content (see lib/file-content.js), so no upload is ever served as
// a script or style sheet.
onRecordValidate((e) => {
  require(`${__hooks}/lib/file-content.js`).renameUploads(e.record);
  e.next();
});
