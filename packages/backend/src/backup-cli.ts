/**
 * `pnpm backup` makes a backup of the running site; `pnpm backup list` shows them;
 * `pnpm restore <name>` restores one (PocketBase restarts with that data). Backups go where the
 * site's backup settings say: pb_data/backups, or the S3 bucket of TJAS_BACKUP_S3_*.
 * Connects as maintainer-client.ts says (PB_URL, PB_SUPERUSER_*, TJAS_ENV_FILE).
 */
import { createBackup, listBackups, restoreBackup } from './backups.ts';
import { connectAsSuperuser } from './maintainer-client.ts';

const [command = 'create', name] = process.argv.slice(2);
try {
  const admin = await connectAsSuperuser();
  if (command === 'create') {
    console.log(`Backup gemaakt: ${await createBackup(admin)}`);
  } else if (command === 'list') {
    for (const backup of await listBackups(admin))
      console.log(`${backup.key}  ${(backup.size / 1024).toFixed(0)} KiB  ${backup.modified}`);
  } else if (command === 'restore' && name) {
    await restoreBackup(admin, name);
    console.log(`${name} is teruggezet; PocketBase draait weer met die gegevens.`);
  } else {
    console.error('Gebruik: pnpm backup [list] | pnpm restore <naam.zip>');
    process.exit(2);
  }
} catch (error) {
  console.error(`Mislukt: ${(error as Error).message}`);
  process.exit(1);
}
