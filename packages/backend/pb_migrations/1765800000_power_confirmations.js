/// <reference path="../pb_data/types.d.ts" />

// Changes that grant power (a member into a committee, an account back to active, a release
// approved, a section placed or taken off the site) need the acting member's password for that
// one change: `power_confirmations` holds each confirmation (who, which change, until when,
// whether it was used), and `member_changes` names the one a change was made with. Written and
// read only by the server (pb_hooks/confirmations.pb.js).

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    const confirmations = new Collection({
      type: 'base',
      name: 'power_confirmations',
      fields: [
        { type: 'relation', name: 'user', required: true, collectionId: users.id, maxSelect: 1, cascadeDelete: true },
        // The change, as the server writes it down (canonical JSON): a confirmation fits that one only.
        { type: 'text', name: 'change', required: true, max: 2000 },
        { type: 'text', name: 'description', required: true, max: 1000 },
        { type: 'date', name: 'expires', required: true },
        { type: 'date', name: 'used' },
        { type: 'autodate', name: 'created', onCreate: true },
      ],
      indexes: ['CREATE INDEX `idx_power_confirmations_expires` ON `power_confirmations` (`expires`)'],
    });
    app.save(confirmations);
    const changes = app.findCollectionByNameOrId('member_changes');
    changes.fields.add(new RelationField({ name: 'confirmation', collectionId: confirmations.id, maxSelect: 1 }));
    app.save(changes);
  },
  (app) => {
    const changes = app.findCollectionByNameOrId('member_changes');
    changes.fields.removeByName('confirmation');
    app.save(changes);
    app.delete(app.findCollectionByNameOrId('power_confirmations'));
  }
);
