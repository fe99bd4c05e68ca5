/// <reference path="../pb_data/types.d.ts" />

// The members' directory (/leden): a member's phone, study and year of joining are hidden fields
// (migration 1766500000); each serialisation of a member (lists, views, expands, realtime)
// unhides what lib/member-directory.js says this viewer reads. The details are checked on every
// save with the rule the account page uses (@tjas/schema/src/rules/member-directory.cjs).

onRecordEnrich((e) => {
  // Kept in this runtime after the first member: this runs for every member a list encodes, and
  // require() walks the file system on every call.
  const directory =
    globalThis.tjasMemberDirectory || (globalThis.tjasMemberDirectory = require(`${__hooks}/lib/member-directory.js`));
  const fields = directory.detailsFor(e.record, e.requestInfo && e.requestInfo.auth);
  if (fields.length > 0) e.record.unhide(...fields);
  e.next();
}, 'users');

onRecordValidate((e) => {
  const { directoryErrors } = require(`${__hooks}/../node_modules/@tjas/schema/src/rules/member-directory.cjs`);
  const errors = directoryErrors(
    {
      phone: e.record.getString('phone'),
      study: e.record.getString('study'),
      joined_year: e.record.getFloat('joined_year'),
      shared: e.record.getStringSlice('shared'),
    },
    Date.now()
  );
  require(`${__hooks}/lib/record-fields.js`).refuseFieldErrors(errors);
  e.record.set('phone', e.record.getString('phone').trim());
  e.record.set('study', e.record.getString('study').trim());
  e.next();
}, 'users');

// A member's own details and what they share (lib/member-directory.js). Hidden fields can be
// written by superusers only (PocketBase drops them from a member's update), so members change
// theirs here; the e-mail address is shared through PocketBase's emailVisibility.
routerAdd(
  'GET',
  '/api/tjas/mijn-profiel',
  (e) =>
    e.json(200, require(`${__hooks}/lib/member-directory.js`).ownDetails(e.app.findRecordById('users', e.auth.id))),
  $apis.requireAuth('users')
);

routerAdd(
  'PUT',
  '/api/tjas/mijn-profiel',
  (e) => {
    const directory = require(`${__hooks}/lib/member-directory.js`);
    const { values, errors } = directory.readDetails(e.requestInfo().body, Date.now());
    if (errors) require(`${__hooks}/lib/record-fields.js`).refuseFieldErrors(errors);
    const member = e.app.findRecordById('users', e.auth.id);
    for (const field of ['phone', 'study', 'joined_year', 'shared']) member.set(field, values[field]);
    if (values.email_shared !== undefined) member.set('emailVisibility', values.email_shared);
    e.app.save(member);
    return e.json(200, directory.ownDetails(member));
  },
  $apis.requireAuth('users')
);
