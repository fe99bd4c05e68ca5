/// <reference path="../pb_data/types.d.ts" />

// A committee created without a key (in the dashboard, or by a script) gets one from its name;
// once set, a key stays when the committee is renamed.
onRecordValidate((e) => {
  if (!e.record.getString('key')) {
    const { keyFor } = require(`${__hooks}/lib/committee-key.js`);
    e.record.set(
      'key',
      keyFor(e.record.getString('name'), (candidate) => {
        try {
          e.app.findFirstRecordByData('committees', 'key', candidate);
          return true;
        } catch (error) {
          return false;
        }
      })
    );
  }
  e.next();
}, 'committees');
