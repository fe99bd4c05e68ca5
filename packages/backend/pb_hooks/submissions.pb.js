/// <reference path="../pb_data/types.d.ts" />

// Submissions from /acties: the server decides who sent it, which committee receives it, how it
// is signed and its first status; the receiving committee only moves the status and replies.

onRecordCreateRequest((e) => {
  const rules = require(`${__hooks}/lib/submission-rules.js`);
  const receiving = rules.receivingCommittee(e.record.getString('kind'));
  if (!receiving) {
    throw new BadRequestError('Kies wat je wilt insturen.', {
      kind: new ValidationError('invalid_kind', 'Kies wat je wilt insturen.'),
    });
  }
  const superuser = e.hasSuperuserAuth();
  if (!superuser) {
    e.record.set('submitter', e.auth.id);
    e.record.set('committee', '');
    const { committeeFor } = require(`${__hooks}/lib/committee-for.js`);
    const committee = committeeFor(e.app, e.auth, e.requestInfo().body['on_behalf_of']);
    e.record.set('signed_as', committee ? committee.getString('name') : e.auth.getString('username'));
    e.record.set('status', 'nieuw');
    e.record.set('response', '');
  }
  if (!e.record.getString('committee')) {
    let committee;
    try {
      committee = e.app.findFirstRecordByData('committees', 'key', receiving);
    } catch (error) {
      throw new ApiError(
        503,
        `De commissie "${receiving}" die dit ontvangt bestaat niet; vraag het bestuur om haar aan te maken.`
      );
    }
    e.record.set('committee', committee.id);
  }
  if (!e.record.getString('status')) e.record.set('status', 'nieuw');
  const { uploadedKind } = require(`${__hooks}/lib/file-content.js`);
  const errors = rules.validate(e.record, uploadedKind(e.record, 'attachment'), Date.now());
  require(`${__hooks}/lib/record-fields.js`).refuseFieldErrors(errors);
  e.next();
}, 'submissions');

onRecordUpdateRequest((e) => {
  const rules = require(`${__hooks}/lib/submission-rules.js`);
  if (!e.hasSuperuserAuth()) {
    const { assertOnlyChanged } = require(`${__hooks}/lib/record-fields.js`);
    assertOnlyChanged(
      e.record,
      rules.HANDLING_FIELDS,
      'Alleen de status en het antwoord van een inzending kunnen worden gewijzigd.'
    );
  }
  // The submitter hears of a new status or answer; the mail is saved with the change.
  e.app.runInTransaction((txApp) => {
    const before = txApp.findRecordById('submissions', e.record.id);
    e.app = txApp;
    e.next();
    if (
      before.getString('status') !== e.record.getString('status') ||
      before.getString('response') !== e.record.getString('response')
    ) {
      rules.mailHandled(txApp, e.record);
    }
  });
}, 'submissions');
