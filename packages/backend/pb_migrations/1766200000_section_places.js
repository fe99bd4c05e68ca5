/// <reference path="../pb_data/types.d.ts" />

// A place for a new section, made by an admin on /secties (#35 item 6): its name, where it will
// live (menu name, path, order) and the committee that releases it. The permission table names
// who releases the six sections the site started with; a section added later gets its
// committee here, in the site's data, so no code change, `generate:access` or server step is
// needed. Written only by the server's route (pb_hooks/sections.pb.js), after the admin's
// password; members read it (the shell shows the section's committee on /secties).
migrate(
  (app) => {
    const committees = app.findCollectionByNameOrId('committees');
    app.save(
      new Collection({
        type: 'base',
        name: 'section_places',
        fields: [
          { type: 'text', name: 'name', required: true, max: 40, pattern: '^[a-z][a-z0-9-]*$' },
          { type: 'text', name: 'label', required: true, max: 60 },
          { type: 'text', name: 'prefix', required: true, max: 60, pattern: '^/[a-z0-9-]+$' },
          { type: 'number', name: 'order', onlyInt: true },
          // Who releases it (admins may too).
          { type: 'relation', name: 'committee', required: true, collectionId: committees.id, maxSelect: 1 },
          { type: 'text', name: 'createdByName', max: 200 },
          { type: 'autodate', name: 'created', onCreate: true },
          { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
        ],
        indexes: [
          'CREATE UNIQUE INDEX `idx_section_places_name` ON `section_places` (`name`)',
          'CREATE UNIQUE INDEX `idx_section_places_prefix` ON `section_places` (`prefix`)',
        ],
      })
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('section_places'));
  }
);
