/// <reference path="../pb_data/types.d.ts" />

// Committees release code; the site decides where a section lives, and a second person reviews
// every release before members run it. The log records it all:
// - `place`: an admin chose a section's menu name, path and order (the record's `place`), or put
//   it back on the site;
// - `submit`: a release is ready for review (its files wait outside the served tree; an admin's
//   release of a section that is not on the site yet carries the `place` it asks for);
// - `reject`: its reviewer refused it, with a `note`;
// - a `release` names who released it (`releasedBy`) and who approved it (`approvedBy`).

const ACTIONS = ['release', 'rollback', 'remove', 'place', 'submit', 'reject'];

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    const releases = app.findCollectionByNameOrId('section_releases');
    releases.fields.getByName('action').values = ACTIONS;
    releases.fields.add(new RelationField({ name: 'approvedBy', collectionId: users.id, maxSelect: 1 }));
    releases.fields.add(new TextField({ name: 'approvedByName', max: 200 }));
    releases.fields.add(new TextField({ name: 'note', max: 500 }));
    releases.fields.add(new JSONField({ name: 'place', maxSize: 2000 }));
    // A fingerprint of the uploaded files: a version is one build, even after it was rejected.
    releases.fields.add(new TextField({ name: 'digest', max: 64 }));
    // Whether a release went live after a second person's review (or as the maintainer's own):
    // written once, so deleting a member never changes what counts as reviewed.
    releases.fields.add(new BoolField({ name: 'reviewed' }));
    app.save(releases);
    // What went live before review existed was the maintainer's own release (the first start)
    // or a committee's; only the first counts as reviewed.
    app.db().newQuery("UPDATE section_releases SET reviewed = TRUE WHERE releasedBy = ''").execute();
  },
  (app) => {
    const releases = app.findCollectionByNameOrId('section_releases');
    for (const name of ['approvedBy', 'approvedByName', 'note', 'place', 'digest', 'reviewed'])
      releases.fields.removeByName(name);
    releases.fields.getByName('action').values = ACTIONS.slice(0, 3);
    app.save(releases);
  }
);
