/**
 * `pnpm backup` makes a backup of the running site, named after it, and reads it back to check it
 * (as the nightly schedule does); `pnpm backup list` shows them with their checks;
 * `pnpm restore <name>` restores one (PocketBase restarts with that data), after checking that it
 * is a whole backup of this site, and checks afterwards that the site holds exactly what the
 * backup holds; `pnpm restore --check <name>` only says what a backup holds. Backups go where the
 * site's backup settings say: pb_data/backups, or the S3 bucket of TJAS_BACKUP_S3_*. Connects as
 * maintainer-client.ts says (PB_URL, PB_SUPERUSER_*, TJAS_ENV_FILE). Exit code 1 when anything
 * is refused or differs.
 */
import { BackupRefused, inspectBackup, type BackupContents } from './backup-inspection.ts';
import { backupTime, makeBackup, recordContents, sitePrefix } from './backup-keeper.ts';
import { listBackups, restoreBackup, RestoreFailed } from './backups.ts';
import { connectAsSuperuser } from './maintainer-client.ts';
import { describeRequestError } from './request-error.ts';

const USAGE = 'Gebruik: pnpm backup [list] | pnpm restore [--check] <naam.zip>';

function describe(contents: BackupContents): string {
  const records = Object.values(contents.collections).reduce((total, count) => total + count, 0);
  const collections = Object.entries(contents.collections)
    .filter(([name]) => !name.startsWith('_'))
    .map(([name, count]) => `    ${name.padEnd(24)} ${count}`)
    .join('\n');
  return `${contents.name}: ${(contents.size / 1024).toFixed(0)} KiB, ${records} records in ${Object.keys(contents.collections).length} collecties, ${contents.fileReferences} geüploade bestanden (${contents.storedFiles} in de zip), laatste migratie ${contents.migrations.at(-1) ?? '-'}
${collections}`;
}

const args = process.argv.slice(2);
const check = args.includes('--check');
const [command = 'create', name] = args.filter((arg) => arg !== '--check');
try {
  const admin = await connectAsSuperuser();
  if (command === 'create') {
    const check = await makeBackup(admin, await sitePrefix(admin));
    if (!check.checked) {
      console.error(
        `Backup ${check.name} gemaakt, maar ${check.problems.join(' ')} De geplande run kijkt hem opnieuw na.`,
      );
      process.exit(1);
    }
    if (!check.ok) {
      console.error(`Backup ${check.name} mislukt:\n  - ${check.problems.join('\n  - ')}`);
      process.exit(1);
    }
    console.log(`Backup gemaakt: ${check.name}; teruggelezen en nagekeken: ${check.records} records.`);
  } else if (command === 'list') {
    const checks = new Map(
      (await admin.collection('backup_checks').getFullList({ fields: 'name,ok' })).map((check) => [
        String(check['name']),
        check['ok'] ? 'goed' : 'AFGEKEURD',
      ]),
    );
    for (const backup of await listBackups(admin))
      console.log(
        `${backup.key}  ${(backup.size / 1024).toFixed(0)} KiB  ${backup.modified}  ${checks.get(backup.key) ?? 'niet nagekeken (niet van deze site of nog niet gecontroleerd)'}`,
      );
  } else if (command === 'restore' && name && check) {
    console.log(describe(await inspectBackup(admin, name)));
  } else if (command === 'restore' && name) {
    const restored = await restoreBackup(admin, name, { reconnect: () => connectAsSuperuser() });
    // The restored database never held the check of the backup it came from: write it down, or
    // the status card and the reminder would call the site a day without a good backup.
    const site = await connectAsSuperuser();
    await recordContents(site, restored, backupTime(await sitePrefix(site), name) ?? new Date());
    console.log(
      `${describe(restored)}\n\n${name} is teruggezet en nagekeken: de site heeft precies wat de backup heeft.`,
    );
  } else {
    console.error(USAGE);
    process.exit(2);
  }
} catch (error) {
  if (error instanceof BackupRefused) {
    console.error(`Niet teruggezet; er is niets veranderd:\n  - ${error.problems.join('\n  - ')}`);
  } else if (error instanceof RestoreFailed) {
    console.error(`Mislukt:\n  - ${error.problems.join('\n  - ')}`);
  } else {
    console.error(`Mislukt: ${describeRequestError(error)}`);
  }
  process.exit(1);
}
