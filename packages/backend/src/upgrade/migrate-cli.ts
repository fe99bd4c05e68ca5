/**
 * `upgrade:site`'s migration step, run with the checked-out code (its migrations, hooks and
 * PocketBase): `node --import tsx packages/backend/src/upgrade/migrate-cli.ts <data folder>`.
 * Prints one Dutch line; exit 1 when a migration failed (the database is then as before).
 */
import { rm } from 'node:fs/promises';
import { applyMigrations, MigrationFailed } from '../apply-migrations.ts';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('Gebruik: migrate-cli.ts <map met de gegevens>');
  process.exit(2);
}
try {
  const { snapshot } = await applyMigrations(dataDir);
  // upgrade:site took a copy of the whole data folder before; this database copy adds nothing.
  if (snapshot) await rm(snapshot, { recursive: true, force: true });
  console.log(snapshot ? 'nieuwe migraties toegepast' : 'geen nieuwe migraties');
} catch (error) {
  if (!(error instanceof MigrationFailed)) throw error;
  console.error(error.message);
  process.exit(1);
}
