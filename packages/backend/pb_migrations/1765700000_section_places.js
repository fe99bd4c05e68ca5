/// <reference path="../pb_data/types.d.ts" />

// A section's place on the site (menu name, path, order) is the site's, set by an admin: each
// change, and putting a section back after it was taken off, is recorded as `place`.

migrate(
  (app) => {
    const releases = app.findCollectionByNameOrId('section_releases');
    releases.fields.getByName('action').values = ['release', 'rollback', 'remove', 'place'];
    app.save(releases);
  },
  (app) => {
    const releases = app.findCollectionByNameOrId('section_releases');
    releases.fields.getByName('action').values = ['release', 'rollback', 'remove'];
    app.save(releases);
  }
);
