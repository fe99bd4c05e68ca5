/**
 * `pnpm backup` makes a backup of the running site; `pnpm backup list` shows them;
 * `pnpm restore <name>` restores one (PocketBase restarts with that data).
 * PB_URL (default http://127.0.0.1:8090), PB_SUPERUSER_EMAIL / PB_SUPERUSER_PASSWORD as for start.
 */
import PocketBase from 'pocketbase';
import { createBackup, listBackups, restoreBackup } from './backups.ts';

const [command = 'create', name] = process.argv.slice(2);
const admin = new PocketBase(process.env['PB_URL'] ?? 'http://127.0.0.1:8090');
admin.autoCancellation(false);
try {
  await admin
    .collection('_superusers')
    .authWithPassword(process.env['PB_SUPERUSER_EMAIL'] ?? 'beheer@tjas.example', process.env['PB_SUPERUSER_PASSWORD'] ?? 'tjas-beheer-2026');
  if (command === 'create') {
    console.log(`Backup gemaakt: ${await createBackup(admin)}`);
  } else if (command === 'list') {
    for (const backup of await listBackups(admin)) console.log(`${backup.key}  ${(backup.size / 1024).toFixed(0)} KiB  ${backup.modified}`);
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
