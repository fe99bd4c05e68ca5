/// <reference path="../pb_data/types.d.ts" />

// How each version of a section does for the members who load it (lib/section-health.js): one
// row per member, version and time it went live (`since`), that it loaded and the first line of
// the error it met, if any. The member is kept as a hash of the version and their id, enough to
// count each member once (not a name; a maintainer with the database could work it out). Written
// and read only by the server.

migrate(
  (app) => {
    app.save(
      new Collection({
        type: 'base',
        name: 'section_reports',
        fields: [
          { type: 'text', name: 'section', required: true, max: 100 },
          { type: 'text', name: 'version', required: true, max: 100 },
          // When the version went live (sections.releasedAt): each time live is counted anew.
          { type: 'text', name: 'since', required: true, max: 40 },
          { type: 'text', name: 'reporter', required: true, max: 64 },
          { type: 'text', name: 'error', max: 300 },
          { type: 'autodate', name: 'created', onCreate: true },
          { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
        ],
        indexes: [
          'CREATE UNIQUE INDEX `idx_section_reports_member` ON `section_reports` (`section`, `version`, `since`, `reporter`)',
        ],
      })
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('section_reports'));
  }
);
