/// <reference path="../pb_data/types.d.ts" />

// Sport (results, material, explainer videos) and media (albums with protected photos, news
// posts, the song and mascot pages). The grants mirror @tjas/permissions; the permission-matrix
// integration test checks every cell against this server.
const MEMBER = '@request.auth.id != "" && @request.auth.collectionName = "users"';
const ADMIN = '@request.auth.committees.admin ?= true';
const holds = (committee) => `${MEMBER} && (${ADMIN} || @request.auth.committees.name ?= "${committee}")`;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const timestamps = () => [
  { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
  { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
];
const readAll = { listRule: MEMBER, viewRule: MEMBER };
const writeBy = (committee) => ({
  createRule: holds(committee),
  updateRule: holds(committee),
  deleteRule: holds(committee),
});

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    const committees = app.findCollectionByNameOrId('committees');

    app.save(
      new Collection({
        type: 'base',
        name: 'results',
        ...readAll,
        ...writeBy('Sportcommissie'),
        fields: [
          {
            name: 'skater',
            type: 'relation',
            required: true,
            collectionId: users.id,
            maxSelect: 1,
            cascadeDelete: true,
          },
          { name: 'competition', type: 'text', required: true, min: 2, max: 200 },
          { name: 'date', type: 'date', required: true },
          { name: 'distance', type: 'number', required: true, onlyInt: true, min: 100, max: 250000 },
          // Hundredths of a second: 1:52,34 is 11234.
          { name: 'time', type: 'number', required: true, onlyInt: true, min: 1, max: 360000000 },
          { name: 'ranking', type: 'number', onlyInt: true, min: 1, max: 10000 },
          // Set by the server from the date: "2025-2026" for a race between July 2025 and June 2026.
          { name: 'season', type: 'text', max: 9 },
          { name: 'added_by', type: 'relation', collectionId: users.id, maxSelect: 1, cascadeDelete: false },
          ...timestamps(),
        ],
        indexes: [
          'CREATE INDEX idx_results_date ON results (date)',
          'CREATE INDEX idx_results_season_distance ON results (season, distance, date)',
        ],
      })
    );

    app.save(
      new Collection({
        type: 'base',
        name: 'material',
        ...readAll,
        ...writeBy('Sportcommissie'),
        fields: [
          { name: 'name', type: 'text', required: true, min: 2, max: 100 },
          { name: 'description', type: 'text', max: 2000 },
          { name: 'sizes', type: 'text', max: 200 },
          { name: 'total', type: 'number', required: true, onlyInt: true, min: 1, max: 1000 },
          { name: 'available', type: 'number', onlyInt: true, min: 0, max: 1000 },
          { name: 'contact', type: 'text', max: 200 },
          ...timestamps(),
        ],
        indexes: ['CREATE UNIQUE INDEX idx_material_name ON material (name COLLATE NOCASE)'],
      })
    );

    app.save(
      new Collection({
        type: 'base',
        name: 'videos',
        ...readAll,
        ...writeBy('Sportcommissie'),
        fields: [
          { name: 'title', type: 'text', required: true, min: 3, max: 200 },
          { name: 'description', type: 'text', max: 2000 },
          { name: 'url', type: 'url' },
          {
            name: 'file',
            type: 'file',
            maxSelect: 1,
            maxSize: 50 * 1024 * 1024,
            mimeTypes: ['video/mp4', 'video/webm'],
            protected: true,
          },
          ...timestamps(),
        ],
      })
    );

    const albums = new Collection({
      type: 'base',
      name: 'albums',
      ...readAll,
      ...writeBy('Mediacommissie'),
      fields: [
        { name: 'title', type: 'text', required: true, min: 3, max: 200 },
        { name: 'description', type: 'text', max: 2000 },
        { name: 'date', type: 'date', required: true },
        { name: 'created_by', type: 'relation', collectionId: users.id, maxSelect: 1, cascadeDelete: false },
        ...timestamps(),
      ],
      indexes: ['CREATE INDEX idx_albums_date ON albums (date)'],
    });
    app.save(albums);

    // Photos are protected files: fetching one needs a file token, which only members get.
    app.save(
      new Collection({
        type: 'base',
        name: 'photos',
        ...readAll,
        ...writeBy('Mediacommissie'),
        fields: [
          {
            name: 'album',
            type: 'relation',
            required: true,
            collectionId: albums.id,
            maxSelect: 1,
            cascadeDelete: true,
          },
          {
            name: 'image',
            type: 'file',
            required: true,
            maxSelect: 1,
            maxSize: 10 * 1024 * 1024,
            mimeTypes: IMAGE_TYPES,
            thumbs: ['400x300', '1600x0'],
            protected: true,
          },
          { name: 'caption', type: 'text', max: 300 },
          ...timestamps(),
        ],
        indexes: ['CREATE INDEX idx_photos_album ON photos (album, created)'],
      })
    );

    app.save(
      new Collection({
        type: 'base',
        name: 'news_posts',
        ...readAll,
        ...writeBy('Mediacommissie'),
        fields: [
          { name: 'title', type: 'text', required: true, min: 3, max: 200 },
          // HTML; sanitised by the server on save and again by the browser before it is shown.
          { name: 'body', type: 'editor', required: true, maxSize: 100000 },
          {
            name: 'channel',
            type: 'select',
            required: true,
            maxSelect: 1,
            values: ['algemeen', 'sport', 'activiteiten', 'bestuur'],
          },
          { name: 'committee', type: 'relation', collectionId: committees.id, maxSelect: 1, cascadeDelete: false },
          { name: 'signed_as', type: 'text', max: 100 },
          { name: 'author', type: 'relation', collectionId: users.id, maxSelect: 1, cascadeDelete: false },
          ...timestamps(),
        ],
        indexes: ['CREATE INDEX idx_news_posts_created ON news_posts (created)'],
      })
    );

    app.save(
      new Collection({
        type: 'base',
        name: 'media_pages',
        ...readAll,
        createRule: null,
        updateRule: holds('Mediacommissie'),
        deleteRule: null,
        fields: [
          { name: 'slug', type: 'text', required: true, pattern: '^[a-z0-9-]+$', max: 50 },
          { name: 'title', type: 'text', required: true, min: 2, max: 200 },
          { name: 'body', type: 'editor', required: true, maxSize: 100000 },
          {
            name: 'image',
            type: 'file',
            maxSelect: 1,
            maxSize: 5 * 1024 * 1024,
            mimeTypes: IMAGE_TYPES,
            thumbs: ['600x0'],
            protected: true,
          },
          {
            name: 'audio',
            type: 'file',
            maxSelect: 1,
            maxSize: 20 * 1024 * 1024,
            mimeTypes: ['audio/mpeg', 'audio/ogg', 'audio/wav', 'audio/x-wav'],
            protected: true,
          },
          ...timestamps(),
        ],
        indexes: ['CREATE UNIQUE INDEX idx_media_pages_slug ON media_pages (slug)'],
      })
    );
  },
  (app) => {
    for (const name of ['media_pages', 'news_posts', 'photos', 'albums', 'videos', 'material', 'results']) {
      app.delete(app.findCollectionByNameOrId(name));
    }
  }
);
