/// <reference path="../pb_data/types.d.ts" />

// Board, active members (groups, committee interest, member administration) and the webshop.
// The grants mirror @tjas/permissions; the permission-matrix integration test checks every cell.
const MEMBER = '@request.auth.id != "" && @request.auth.collectionName = "users"';
const ADMIN = '@request.auth.committees.admin ?= true';
const holds = (committee) => `${MEMBER} && (${ADMIN} || @request.auth.committees.name ?= "${committee}")`;
const ADMINS = `${MEMBER} && ${ADMIN}`;
/** The member the record belongs to, admins, and members of `committee`. */
const mineOr = (committee) =>
  `${MEMBER} && (member = @request.auth.id || ${ADMIN} || @request.auth.committees.name ?= "${committee}")`;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const timestamps = () => [
  { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
  { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
];

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    const committees = app.findCollectionByNameOrId('committees');

    // --- Board -------------------------------------------------------------------------------
    const boards = new Collection({
      type: 'base',
      name: 'boards',
      listRule: MEMBER,
      viewRule: MEMBER,
      createRule: holds('Bestuur'),
      updateRule: holds('Bestuur'),
      deleteRule: holds('Bestuur'),
      fields: [
        // "2026-2027": a board serves one association year; the newest is the current board.
        { name: 'year', type: 'text', required: true, pattern: '^\\d{4}-\\d{4}$' },
        { name: 'name', type: 'text', required: true, min: 2, max: 200 },
        { name: 'motto', type: 'text', max: 300 },
        {
          name: 'photo',
          type: 'file',
          maxSelect: 1,
          maxSize: 10 * 1024 * 1024,
          mimeTypes: IMAGE_TYPES,
          thumbs: ['800x0'],
          protected: true,
        },
        ...timestamps(),
      ],
      indexes: ['CREATE UNIQUE INDEX idx_boards_year ON boards (year)'],
    });
    app.save(boards);

    app.save(
      new Collection({
        type: 'base',
        name: 'board_members',
        listRule: MEMBER,
        viewRule: MEMBER,
        createRule: holds('Bestuur'),
        updateRule: holds('Bestuur'),
        deleteRule: holds('Bestuur'),
        fields: [
          {
            name: 'board',
            type: 'relation',
            required: true,
            collectionId: boards.id,
            maxSelect: 1,
            cascadeDelete: true,
          },
          { name: 'member', type: 'relation', collectionId: users.id, maxSelect: 1, cascadeDelete: false },
          // Past boards include people who are no longer members: their name is kept as text.
          { name: 'name', type: 'text', required: true, min: 2, max: 100 },
          { name: 'role', type: 'text', required: true, min: 2, max: 100 },
          { name: 'position', type: 'number', onlyInt: true, min: 0, max: 100 },
        ],
        indexes: ['CREATE INDEX idx_board_members_board ON board_members (board, position)'],
      })
    );

    app.save(
      new Collection({
        type: 'base',
        name: 'documents',
        listRule: MEMBER,
        viewRule: MEMBER,
        createRule: holds('Bestuur'),
        updateRule: holds('Bestuur'),
        deleteRule: holds('Bestuur'),
        fields: [
          { name: 'title', type: 'text', required: true, min: 3, max: 200 },
          {
            name: 'category',
            type: 'select',
            required: true,
            maxSelect: 1,
            values: ['statuten', 'notulen', 'beleid', 'overig'],
          },
          {
            name: 'file',
            type: 'file',
            required: true,
            maxSelect: 1,
            maxSize: 20 * 1024 * 1024,
            mimeTypes: [
              'application/pdf',
              'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
              'application/vnd.oasis.opendocument.text',
            ],
            protected: true,
          },
          { name: 'archived', type: 'bool' },
          { name: 'uploaded_by', type: 'relation', collectionId: users.id, maxSelect: 1, cascadeDelete: false },
          ...timestamps(),
        ],
        indexes: ['CREATE INDEX idx_documents_archived ON documents (archived, created)'],
      })
    );

    app.save(
      new Collection({
        type: 'base',
        name: 'board_interest',
        // The member who wrote it and the board read it; nobody else.
        listRule: mineOr('Bestuur'),
        viewRule: mineOr('Bestuur'),
        createRule: MEMBER,
        updateRule: null,
        deleteRule: holds('Bestuur'),
        fields: [
          {
            name: 'member',
            type: 'relation',
            required: true,
            collectionId: users.id,
            maxSelect: 1,
            cascadeDelete: true,
          },
          {
            name: 'roles',
            type: 'select',
            maxSelect: 5,
            values: ['voorzitter', 'secretaris', 'penningmeester', 'wedstrijdsport', 'activiteiten'],
          },
          { name: 'motivation', type: 'text', required: true, min: 20, max: 3000 },
          { name: 'year', type: 'text', pattern: '^\\d{4}-\\d{4}$' },
          ...timestamps(),
        ],
      })
    );

    app.save(
      new Collection({
        type: 'base',
        name: 'board_notes',
        listRule: holds('Bestuur'),
        viewRule: holds('Bestuur'),
        createRule: holds('Bestuur'),
        updateRule: holds('Bestuur'),
        deleteRule: holds('Bestuur'),
        fields: [
          { name: 'title', type: 'text', required: true, min: 3, max: 200 },
          { name: 'body', type: 'text', required: true, max: 10000 },
          { name: 'author', type: 'relation', collectionId: users.id, maxSelect: 1, cascadeDelete: false },
          ...timestamps(),
        ],
      })
    );

    // --- Active members ------------------------------------------------------------------------
    committees.fields.add(new TextField({ name: 'contact', max: 200 }));
    app.save(committees);

    app.save(
      new Collection({
        type: 'base',
        name: 'groups',
        listRule: MEMBER,
        viewRule: MEMBER,
        createRule: ADMINS,
        updateRule: ADMINS,
        deleteRule: ADMINS,
        fields: [
          { name: 'name', type: 'text', required: true, min: 2, max: 100 },
          { name: 'kind', type: 'select', required: true, maxSelect: 1, values: ['dispuut', 'orgaan'] },
          { name: 'description', type: 'text', max: 2000 },
          { name: 'members', type: 'relation', collectionId: users.id, maxSelect: 200, cascadeDelete: false },
          ...timestamps(),
        ],
        indexes: ['CREATE UNIQUE INDEX idx_groups_name ON groups (name COLLATE NOCASE)'],
      })
    );

    app.save(
      new Collection({
        type: 'base',
        name: 'committee_interest',
        // The member, each committee they chose, and admins.
        listRule: `${MEMBER} && (member = @request.auth.id || ${ADMIN} || committees.id ?= @request.auth.committees.id)`,
        viewRule: `${MEMBER} && (member = @request.auth.id || ${ADMIN} || committees.id ?= @request.auth.committees.id)`,
        createRule: MEMBER,
        updateRule: null,
        deleteRule: ADMINS,
        fields: [
          {
            name: 'member',
            type: 'relation',
            required: true,
            collectionId: users.id,
            maxSelect: 1,
            cascadeDelete: true,
          },
          {
            name: 'committees',
            type: 'relation',
            required: true,
            collectionId: committees.id,
            minSelect: 1,
            maxSelect: 5,
            cascadeDelete: false,
          },
          { name: 'motivation', type: 'text', required: true, min: 20, max: 3000 },
          ...timestamps(),
        ],
      })
    );

    // Member administration without the dashboard: admins add members, change committees and
    // deactivate; a deactivated member cannot log in (authRule). Members still edit their own
    // profile, never their committees, username, verification or active flag.
    users.fields.add(new BoolField({ name: 'inactive' }));
    users.authRule = 'inactive = false';
    users.createRule = ADMINS;
    // E-mail changes go through the confirmation mail for everyone; admins cannot lock themselves out.
    users.updateRule =
      `${MEMBER} && @request.body.email:isset = false && (` +
      `(${ADMIN} && (id != @request.auth.id || @request.body.inactive:isset = false))` +
      ' || (id = @request.auth.id && @request.body.committees:isset = false && @request.body.username:isset = false' +
      ' && @request.body.verified:isset = false && @request.body.inactive:isset = false))';
    app.save(users);

    app.save(
      new Collection({
        type: 'base',
        name: 'member_changes',
        listRule: ADMINS,
        viewRule: ADMINS,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { name: 'actor', type: 'relation', collectionId: users.id, maxSelect: 1, cascadeDelete: false },
          {
            name: 'member',
            type: 'relation',
            required: true,
            collectionId: users.id,
            maxSelect: 1,
            cascadeDelete: true,
          },
          { name: 'summary', type: 'text', required: true, max: 1000 },
          { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        ],
        indexes: ['CREATE INDEX idx_member_changes_created ON member_changes (created)'],
      })
    );

    // --- Webshop ---------------------------------------------------------------------------------
    const products = new Collection({
      type: 'base',
      name: 'products',
      listRule: MEMBER,
      viewRule: MEMBER,
      createRule: holds('Kledingcommissie'),
      updateRule: holds('Kledingcommissie'),
      deleteRule: holds('Kledingcommissie'),
      fields: [
        { name: 'name', type: 'text', required: true, min: 2, max: 100 },
        { name: 'description', type: 'text', max: 2000 },
        { name: 'category', type: 'select', required: true, maxSelect: 1, values: ['fietskleding', 'schaatskleding'] },
        // Euro cents: whole numbers keep sums exact.
        { name: 'price', type: 'number', required: true, onlyInt: true, min: 1, max: 100000 },
        {
          name: 'image',
          type: 'file',
          maxSelect: 1,
          maxSize: 5 * 1024 * 1024,
          mimeTypes: IMAGE_TYPES,
          thumbs: ['400x400f'],
        },
        { name: 'active', type: 'bool' },
        ...timestamps(),
      ],
      indexes: ['CREATE UNIQUE INDEX idx_products_name ON products (name COLLATE NOCASE)'],
    });
    app.save(products);

    const variants = new Collection({
      type: 'base',
      name: 'product_variants',
      listRule: MEMBER,
      viewRule: MEMBER,
      createRule: holds('Kledingcommissie'),
      updateRule: holds('Kledingcommissie'),
      deleteRule: holds('Kledingcommissie'),
      fields: [
        {
          name: 'product',
          type: 'relation',
          required: true,
          collectionId: products.id,
          maxSelect: 1,
          cascadeDelete: true,
        },
        { name: 'size', type: 'text', required: true, min: 1, max: 20 },
        { name: 'stock', type: 'number', onlyInt: true, min: 0, max: 10000 },
        { name: 'position', type: 'number', onlyInt: true, min: 0, max: 100 },
      ],
      indexes: ['CREATE UNIQUE INDEX idx_product_variants_size ON product_variants (product, size)'],
    });
    app.save(variants);

    app.save(
      new Collection({
        type: 'base',
        name: 'orders',
        listRule: mineOr('Kledingcommissie'),
        viewRule: mineOr('Kledingcommissie'),
        createRule: MEMBER,
        updateRule: holds('Kledingcommissie'),
        deleteRule: null,
        fields: [
          {
            name: 'member',
            type: 'relation',
            required: true,
            collectionId: users.id,
            maxSelect: 1,
            cascadeDelete: false,
          },
          {
            name: 'variant',
            type: 'relation',
            required: true,
            collectionId: variants.id,
            maxSelect: 1,
            cascadeDelete: false,
          },
          { name: 'product', type: 'relation', collectionId: products.id, maxSelect: 1, cascadeDelete: false },
          { name: 'product_name', type: 'text', max: 100 },
          { name: 'size', type: 'text', max: 20 },
          { name: 'quantity', type: 'number', required: true, onlyInt: true, min: 1, max: 10 },
          { name: 'unit_price', type: 'number', onlyInt: true, min: 0 },
          { name: 'total', type: 'number', onlyInt: true, min: 0 },
          {
            name: 'status',
            type: 'select',
            required: true,
            maxSelect: 1,
            values: ['besteld', 'betaald', 'geleverd', 'geannuleerd'],
          },
          ...timestamps(),
        ],
        indexes: [
          'CREATE INDEX idx_orders_member ON orders (member, created)',
          'CREATE INDEX idx_orders_status ON orders (status, created)',
        ],
      })
    );
  },
  (app) => {
    for (const name of [
      'orders',
      'product_variants',
      'products',
      'member_changes',
      'committee_interest',
      'groups',
      'board_notes',
      'board_interest',
      'documents',
      'board_members',
      'boards',
    ]) {
      app.delete(app.findCollectionByNameOrId(name));
    }
    const users = app.findCollectionByNameOrId('users');
    users.fields.removeByName('inactive');
    users.authRule = '';
    users.createRule = null;
    app.save(users);
    const committees = app.findCollectionByNameOrId('committees');
    committees.fields.removeByName('contact');
    app.save(committees);
  }
);
