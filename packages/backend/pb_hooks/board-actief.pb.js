/// <reference path="../pb_data/types.d.ts" />

// Board and active-members rules: who wrote a submission is the logged-in member, never the
// request; member administration by admins is recorded in member_changes.

onRecordCreateRequest((e) => {
  if (!e.hasSuperuserAuth()) {
    e.record.set('member', e.auth.id);
    // Interest is for the next association year (July to June): in November 2026, 2027-2028.
    const [first] = require(`${__hooks}/../node_modules/@tjas/schema/src/rules/seasons.cjs`)
      .seasonOf(Date.now())
      .split('-')
      .map(Number);
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
// mail to choose their own. The member is saved whether or not the mail goes out (nothing the
// admin typed is lost); `invitation` tells the admin which, and they can send it again
// (POST /api/tjas/leden/{id}/uitnodiging).
onRecordCreateRequest((e) => {
  if (e.hasSuperuserAuth()) return e.next();
  // A new member in a committee gets its rights: the admin confirms that with their password.
  const power = require(`${__hooks}/lib/power-confirmations.js`);
  const committees = power.existingCommittees(e.app, e.record.getStringSlice('committees'));
  const confirmation =
    committees.length > 0
      ? power.requireConfirmation(e, {
          kind: 'nieuw-lid',
          email: e.record.email(),
          add: committees,
        })
      : null;
  const secret = $security.randomString(40);
  e.record.setPassword(secret);
  e.record.set('verified', false);
  e.record.set('inactive', false);
  e.record.set('emailVisibility', false);
  e.record.set('invitation', '');
  e.next();
  const changes = require(`${__hooks}/lib/member-changes.js`);
  changes.record(e.app, e.auth.id, e.record.id, 'lid toegevoegd', confirmation);
  require(`${__hooks}/lib/invitations.js`).invite(e.app, e.record.id, e.auth.id);
}, 'users');

routerAdd(
  'POST',
  '/api/tjas/leden/{id}/uitnodiging',
  (e) => {
    let member;
    try {
      member = e.app.findRecordById('users', e.request.pathValue('id'));
    } catch (error) {
      member = null;
    }
    const { holds } = require(`${__hooks}/lib/access.js`);
    // The superuser invites the first admin of a new site (pnpm admin:create).
    const superuser = e.hasSuperuserAuth();
    if (!superuser && !holds(e.app, e, 'manageMembers', member || e.auth))
      throw new ForbiddenError('Alleen beheerders kunnen een uitnodiging versturen.');
    if (!member) throw new NotFoundError('Dit lid bestaat niet.');
    // A member who chose a password (the reset link verifies the address) needs no invitation:
    // the endpoint cannot be used to mail any member over and over.
    if (member.getBool('verified'))
      throw new ApiError(409, 'Dit lid heeft al een wachtwoord gekozen; een nieuwe uitnodiging is niet nodig.');
    const sent = require(`${__hooks}/lib/invitations.js`).invite(
      e.app,
      e.request.pathValue('id'),
      superuser ? '' : e.auth.id
    );
    if (!sent)
      throw new ApiError(
        503,
        'De uitnodiging kon niet worden verstuurd: de mailserver is niet bereikbaar. Probeer het later opnieuw.'
      );
    return e.json(200, { invitation: 'verstuurd' });
  },
  $apis.requireAuth('users', '_superusers')
);

// Every change to a member through the API is recorded, an admin's change to their own
// committees included; a member's edit of their own profile (name, photo) is not administration.
// A change that grants rights (into a committee, active again) needs the acting member's password
// for that change; taking rights away does not.
onRecordUpdateRequest((e) => {
  if (e.hasSuperuserAuth() || !e.auth) return e.next();
  const changes = require(`${__hooks}/lib/member-changes.js`);
  const { holds } = require(`${__hooks}/lib/access.js`);
  const administered = e.auth.id !== e.record.id || holds(e.app, e, 'manageMembers', e.record);
  const before = e.record.original();
  const power = require(`${__hooks}/lib/power-confirmations.js`);
  const was = before.getStringSlice('committees');
  const add = power.existingCommittees(
    e.app,
    e.record.getStringSlice('committees').filter((id) => was.indexOf(id) < 0)
  );
  const reactivate = before.getBool('inactive') && !e.record.getBool('inactive');
  const confirmation =
    add.length > 0 || reactivate
      ? power.requireConfirmation(e, {
          kind: 'lid',
          member: e.record.id,
          add,
          reactivate,
        })
      : null;
  e.next();
  if (!administered) return;
  const summary = changes.describeChange(e.app, before, e.record);
  if (summary) changes.record(e.app, e.auth.id, e.record.id, summary, confirmation);
}, 'users');
