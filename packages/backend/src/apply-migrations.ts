import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HOOKS_DIR, MIGRATIONS_DIR } from './paths.ts';
import { runPocketBaseCommand, type CodeFolders } from './pocketbase-process.ts';

/**
 * Applying a new version's migrations with a way back. Strategy: when the migration files differ
 * from those of the last successful start (an upgrade, or the first start with this code), the
 * database files are copied aside first (PocketBase is not running, so a file copy is
 * consistent; uploaded files are left alone, migrations do not touch them). If a migration fails,
 * the copies are put back, so the data is exactly as before the upgrade and the previous
 * version of the site can start on it; the caller says so and stops.
 */

/** The database files of a data folder (with their write-ahead logs). */
const DATABASE_FILES = [
  'data.db',
  'data.db-wal',
  'data.db-shm',
  'auxiliary.db',
  'auxiliary.db-wal',
  'auxiliary.db-shm',
];
/** The migration files of the last successful start, one per line. */
const APPLIED_LIST = 'tjas-migrations.txt';

export class MigrationFailed extends Error {
  constructor(
    message: string,
    /** Where the database as it was before the upgrade is kept. */
    readonly snapshot: string,
  ) {
    super(message);
  }
}

export interface MigrationOutcome {
  /** The copy made before new migrations were applied, or undefined when none were new. */
  snapshot: string | undefined;
}

async function migrationFiles(migrationsDir: string): Promise<string> {
  return (await readdir(migrationsDir))
    .filter((file) => file.endsWith('.js'))
    .sort()
    .join('\n');
}

async function copyDatabase(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const file of DATABASE_FILES) if (existsSync(join(from, file))) await copyFile(join(from, file), join(to, file));
}

/** A snapshot folder beside the data folder, named after the time: pb_data-voor-upgrade-20261126-231500. */
function snapshotDir(dataDir: string, now: Date): string {
  return `${dataDir}-voor-upgrade-${now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)}`;
}

/** Brings a data folder to the current schema; throws MigrationFailed with the data restored. */
export async function applyMigrations(
  dataDir: string,
  options: { migrationsDir?: string; hooksDir?: string; now?: Date } = {},
): Promise<MigrationOutcome> {
  const migrationsDir = options.migrationsDir ?? MIGRATIONS_DIR;
  const folders: CodeFolders = { migrationsDir, hooksDir: options.hooksDir ?? HOOKS_DIR };
  const files = await migrationFiles(migrationsDir);
  await mkdir(dataDir, { recursive: true });
  const existing = existsSync(join(dataDir, 'data.db'));
  const unchanged = existing && (await readFile(join(dataDir, APPLIED_LIST), 'utf8').catch(() => '')) === files;
  const snapshot = existing && !unchanged ? snapshotDir(dataDir, options.now ?? new Date()) : undefined;
  if (snapshot) await copyDatabase(dataDir, snapshot);
  try {
    await runPocketBaseCommand(['migrate', 'up'], dataDir, folders);
  } catch (error) {
    if (!snapshot) throw error; // a new site: nothing to go back to
    for (const file of DATABASE_FILES) await rm(join(dataDir, file), { force: true });
    await copyDatabase(snapshot, dataDir);
    const failed = /failed to apply migration ([^\s:]+):?\s*([^\n]*?)(?:\s+at\s|$)/m.exec((error as Error).message);
    throw new MigrationFailed(
      failed
        ? `migratie ${failed[1]} faalde: ${failed[2]}`
        : (error as Error).message.split('\n').slice(0, 3).join(' '),
      snapshot,
    );
  }
  await writeFile(join(dataDir, APPLIED_LIST), files);
  return { snapshot };
}
