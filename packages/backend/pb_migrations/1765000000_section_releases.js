/// <reference path="../pb_data/types.d.ts" />

// Section releases live in the site's data, not in a build folder: `sections` says which version
// of each section is live and where it is served from (the registry /remotes.json is made from
// it), `section_releases` records every release and rollback. Only the server's release routes
// write them (pb_hooks/sections.pb.js); their API rules come from the permission table.

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    const sections = new Collection({
      type: 'base',
      name: 'sections',
      fields: [
        { type: 'text', name: 'name', required: true, max: 40, pattern: '^[a-z][a-z0-9-]*$' },
        { type: 'text', name: 'label', required: true, max: 60 },
        { type: 'text', name: 'prefix', required: true, max: 60, pattern: '^/[a-z0-9-]+$' },
        { type: 'number', name: 'order', onlyInt: true },
        { type: 'text', name: 'version', required: true, max: 80 },
        { type: 'text', name: 'entry', required: true, max: 500 },
        { type: 'text', name: 'origin', max: 200 },
        // The version a rollback without a version goes back to ('' when there is none).
        { type: 'text', name: 'rollbackVersion', max: 80 },
        { type: 'date', name: 'releasedAt' },
        { type: 'relation', name: 'releasedBy', collectionId: users.id, maxSelect: 1 },
        { type: 'text', name: 'releasedByName', max: 200 },
        { type: 'autodate', name: 'created', onCreate: true },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE UNIQUE INDEX `idx_sections_name` ON `sections` (`name`)',
        'CREATE UNIQUE INDEX `idx_sections_prefix` ON `sections` (`prefix`)',
      ],
    });
    app.save(sections);

    const releases = new Collection({
      type: 'base',
      name: 'section_releases',
      fields: [
        { type: 'text', name: 'section', required: true, max: 40 },
        // The order the log was written in, per section (two releases may share a millisecond).
        { type: 'number', name: 'seq', required: true, onlyInt: true, min: 1 },
        { type: 'select', name: 'action', required: true, maxSelect: 1, values: ['release', 'rollback', 'remove'] },
        { type: 'text', name: 'version', required: true, max: 80 },
        { type: 'text', name: 'previousVersion', max: 80 },
        { type: 'text', name: 'entry', required: true, max: 500 },
        { type: 'text', name: 'origin', max: 200 },
        { type: 'text', name: 'commit', max: 80 },
        { type: 'number', name: 'size', onlyInt: true, min: 0 },
        { type: 'number', name: 'files', onlyInt: true, min: 0 },
        { type: 'relation', name: 'releasedBy', collectionId: users.id, maxSelect: 1 },
        { type: 'text', name: 'releasedByName', max: 200 },
        { type: 'autodate', name: 'created', onCreate: true },
      ],
      indexes: ['CREATE UNIQUE INDEX `idx_section_releases_seq` ON `section_releases` (`section`, `seq`)'],
    });
    app.save(releases);
  },
  (app) => {
    for (const name of ['section_releases', 'sections']) app.delete(app.findCollectionByNameOrId(name));
  }
);
