/// <reference path="../pb_data/types.d.ts" />

// Board and active-members rules: who wrote a submission is the logged-in member, never the
// request; member administration by admins is recorded in member_changes.

onRecordCreateRequest((e) => {
  if (!e.hasSuperuserAuth()) {
    e.record.set('member', e.auth.id);
    const now = new Date();
    const first = now.getUTCMonth() >= 6 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
    e.record.set('year', `${first + 1}-${first + 2}`);
  }
  e.next();
}, 'board_interest');

onRecordCreateRequest((e) => {
  if (!e.hasSuperuserAuth()) e.record.set('member', e.auth.id);
  e.next();
}, 'committee_interest');

onRecordCreateRequest((e) => {
  if (!e.hasSuperuserAuth()) e.record.set('uploaded_by', e.auth.id);
  e.next();
}, 'documents');

onRecordCreateRequest((e) => {
  if (!e.hasSuperuserAuth()) e.record.set('author', e.auth.id);
  e.next();
}, 'board_notes');

// An admin adds a member: the password is random and unknown to anyone; the new member gets a
// mail to choose their own.
onRecordCreateRequest((e) => {
  if (e.hasSuperuserAuth()) return e.next();
  const secret = $security.randomString(40);
  e.record.setPassword(secret);
  e.record.set('verified', false);
  e.record.set('inactive', false);
  e.record.set('emailVisibility', false);
  e.next();
  const changes = require(`${__hooks}/lib/member-changes.js`);
  changes.record(e.app, e.auth.id, e.record.id, 'lid toegevoegd');
  $mails.sendRecordPasswordReset(e.app, e.record);
}, 'users');

onRecordUpdateRequest((e) => {
  if (e.hasSuperuserAuth() || !e.auth || e.auth.id === e.record.id) return e.next();
  const changes = require(`${__hooks}/lib/member-changes.js`);
  const before = e.record.original();
  e.next();
  const summary = changes.describeChange(e.app, before, e.record);
  if (summary) changes.record(e.app, e.auth.id, e.record.id, summary);
}, 'users');
