/// <reference path="../pb_data/types.d.ts" />

// The record of each backup's check (lib/backup-alerts.js): src/backup-keeper.ts reads every
// backup back after it is stored and sends the result here; a failed one is mailed to the admins
// in the same transaction. Hourly, and on the maintainer's request, the admins are reminded when
// no good backup is younger than 26 hours.

routerAdd(
  'POST',
  '/api/tjas/backups/controles',
  (e) => {
    const body = e.requestInfo().body;
    const name = typeof body['name'] === 'string' ? body['name'] : '';
    const made = typeof body['made'] === 'string' ? Date.parse(body['made']) : NaN;
    const problems = Array.isArray(body['problems']) ? body['problems'].map(String) : [];
    if (!/^[a-z0-9_-]+\.zip$/.test(name) || isNaN(made) || typeof body['ok'] !== 'boolean')
      throw new BadRequestError('Geef de naam van de backup, wanneer hij is gemaakt en of hij goed is.');
    const ok = body['ok'];
    const answer = { name, ok, problems: '' };
    e.app.runInTransaction((txApp) => {
      let check;
      try {
        check = txApp.findFirstRecordByData('backup_checks', 'name', name);
      } catch (error) {
        check = new Record(txApp.findCollectionByNameOrId('backup_checks'));
        check.set('name', name);
      }
      const newlyFailed = !ok && (check.isNew() || check.getBool('ok'));
      check.set('made', new Date(made).toISOString().replace('T', ' '));
      check.set('ok', ok);
      check.set('problems', problems.join(' ').slice(0, 4000));
      check.set('size', Math.max(0, Math.floor(Number(body['size']) || 0)));
      check.set('records', Math.max(0, Math.floor(Number(body['records']) || 0)));
      txApp.save(check);
      if (newlyFailed) require(`${__hooks}/lib/backup-alerts.js`).mailFailedBackup(txApp, check);
      answer.problems = check.getString('problems');
    });
    return e.json(200, answer);
  },
  $apis.requireSuperuserAuth()
);

routerAdd(
  'POST',
  '/api/tjas/backups/herinnering',
  (e) => e.json(200, { mailed: require(`${__hooks}/lib/backup-alerts.js`).remindWhenOverdue(e.app, Date.now()) }),
  $apis.requireSuperuserAuth()
);

cronAdd('tjas-backup-reminder', '17 * * * *', () => {
  require(`${__hooks}/lib/backup-alerts.js`).remindWhenOverdue($app, Date.now());
});
