/// <reference path="../pb_data/types.d.ts" />

// Actions (submissions to a committee), sponsors, and what the account area needs: an avatar
// and a Dutch e-mail change confirmation. The grants mirror @tjas/permissions' table; the
// permission-matrix integration test checks every cell against this server.
const MEMBER = '@request.auth.id != "" && @request.auth.collectionName = "users"';
const ADMIN = '@request.auth.committees.admin ?= true';
const holds = (committee) => `(${ADMIN} || @request.auth.committees.name ?= "${committee}")`;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    const committees = app.findCollectionByNameOrId('committees');

    // Who sent it and which committee receives it are set by the server (pb_hooks/submissions.pb.js),
    // never taken from the request.
    const submissions = new Collection({
      type: 'base',
      name: 'submissions',
      listRule: `${MEMBER} && (submitter = @request.auth.id || ${ADMIN} || @request.auth.committees.id ?= committee)`,
      viewRule: `${MEMBER} && (submitter = @request.auth.id || ${ADMIN} || @request.auth.committees.id ?= committee)`,
      createRule: MEMBER,
      updateRule: `${MEMBER} && (${ADMIN} || @request.auth.committees.id ?= committee)`,
      deleteRule: null,
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          maxSelect: 1,
          values: ['promotie', 'uitglijder', 'technische-hulp'],
        },
        {
          name: 'submitter',
          type: 'relation',
          required: true,
          collectionId: users.id,
          maxSelect: 1,
          cascadeDelete: false,
        },
        {
          name: 'committee',
          type: 'relation',
          required: true,
          collectionId: committees.id,
          maxSelect: 1,
          cascadeDelete: false,
        },
        { name: 'signed_as', type: 'text', max: 100 },
        { name: 'title', type: 'text', required: true, min: 3, max: 200 },
        { name: 'body', type: 'text', required: true, min: 10, max: 5000 },
        { name: 'event_date', type: 'date' },
        { name: 'deadline', type: 'date' },
        {
          name: 'channels',
          type: 'select',
          maxSelect: 5,
          values: ['instagram', 'nieuwsbrief', 'website', 'posters', 'whatsapp'],
        },
        { name: 'involved', type: 'text', max: 200 },
        { name: 'page_url', type: 'url' },
        {
          name: 'attachment',
          type: 'file',
          maxSelect: 1,
          maxSize: 5 * 1024 * 1024,
          mimeTypes: [...IMAGE_TYPES, 'application/pdf'],
          thumbs: ['400x0'],
          protected: true,
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          maxSelect: 1,
          values: ['nieuw', 'in_behandeling', 'afgehandeld'],
        },
        { name: 'response', type: 'text', max: 2000 },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE INDEX idx_submissions_committee_status ON submissions (committee, status, created)',
        'CREATE INDEX idx_submissions_submitter ON submissions (submitter, created)',
      ],
    });
    app.save(submissions);

    const sponsors = new Collection({
      type: 'base',
      name: 'sponsors',
      listRule: MEMBER,
      viewRule: MEMBER,
      createRule: `${MEMBER} && ${holds('Acquisitiecommissie')}`,
      updateRule: `${MEMBER} && ${holds('Acquisitiecommissie')}`,
      deleteRule: `${MEMBER} && ${holds('Acquisitiecommissie')}`,
      fields: [
        { name: 'name', type: 'text', required: true, min: 2, max: 100 },
        { name: 'tier', type: 'select', required: true, maxSelect: 1, values: ['goud', 'zilver', 'brons'] },
        { name: 'description', type: 'text', max: 2000 },
        { name: 'url', type: 'url', onlyDomains: [], exceptDomains: [] },
        // SVG is left out on purpose: an SVG opened from this origin could run script.
        {
          name: 'logo',
          type: 'file',
          maxSelect: 1,
          maxSize: 1024 * 1024,
          mimeTypes: IMAGE_TYPES,
          thumbs: ['240x120f'],
        },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE UNIQUE INDEX idx_sponsors_name ON sponsors (name COLLATE NOCASE)'],
    });
    app.save(sponsors);

    const avatar = users.fields.getByName('avatar');
    avatar.maxSize = 2 * 1024 * 1024;
    avatar.mimeTypes = IMAGE_TYPES;
    avatar.thumbs = ['96x96'];
    users.confirmEmailChangeTemplate.subject = 'Bevestig je nieuwe e-mailadres voor {APP_NAME}';
    users.confirmEmailChangeTemplate.body =
      '<p>Hoi {RECORD:name},</p>' +
      '<p>Je wilt je e-mailadres bij {APP_NAME} wijzigen. Bevestig dat via deze link:</p>' +
      '<p><a href="{APP_URL}/account/mijn-account?e-mailtoken={TOKEN}">Nieuw e-mailadres bevestigen</a></p>' +
      '<p>Heb je dit niet gevraagd? Dan kun je deze e-mail negeren; er verandert niets.</p>' +
      '<p>Groeten,<br>{APP_NAME}</p>';
    app.save(users);
  },
  (app) => {
    for (const name of ['sponsors', 'submissions']) app.delete(app.findCollectionByNameOrId(name));
  }
);
