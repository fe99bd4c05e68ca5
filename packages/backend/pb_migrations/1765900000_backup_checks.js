/// <reference path="../pb_data/types.d.ts" />

// Every backup is read back from where it was stored and checked (src/backup-keeper.ts);
// `backup_checks` records each result, so the status card shows only backups known to be good and
// the admins get a mail when one fails (mails of kind `beheer`, which no one can turn off). Written
// and read only by the server.

migrate(
  (app) => {
    app.save(
      new Collection({
        type: 'base',
        name: 'backup_checks',
        fields: [
          { type: 'text', name: 'name', required: true, max: 200 },
          { type: 'date', name: 'made', required: true },
          { type: 'bool', name: 'ok' },
          { type: 'text', name: 'problems', max: 4000 },
          { type: 'number', name: 'size', onlyInt: true, min: 0 },
          { type: 'number', name: 'records', onlyInt: true, min: 0 },
          { type: 'autodate', name: 'created', onCreate: true },
          { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
        ],
        indexes: [
          'CREATE UNIQUE INDEX `idx_backup_checks_name` ON `backup_checks` (`name`)',
          'CREATE INDEX `idx_backup_checks_made` ON `backup_checks` (`made`)',
        ],
      })
    );
    const outbox = app.findCollectionByNameOrId('mail_outbox');
    const kind = outbox.fields.getByName('kind');
    kind.values = [...kind.values, 'beheer'];
    app.save(outbox);
  },
  (app) => {
    const outbox = app.findCollectionByNameOrId('mail_outbox');
    const kind = outbox.fields.getByName('kind');
    kind.values = kind.values.filter((value) => value !== 'beheer');
    app.save(outbox);
    app.delete(app.findCollectionByNameOrId('backup_checks'));
  }
);
