import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type PocketBase from 'pocketbase';
import initSqlJs, { type Database } from 'sql.js';
import yauzl from 'yauzl';
import { MIGRATIONS_DIR } from './paths.ts';

/** What a backup of this site holds, read from the backup itself. */
export interface BackupContents {
  name: string;
  /** Bytes of the zip. */
  size: number;
  /** Records per collection, from the backup's database. */
  collections: Record<string, number>;
  /** Per collection, which records in which version (recordsFingerprint of their ids and `updated`). */
  fingerprints: Record<string, string>;
  /** Uploaded files the records name (photos, documents, logos...). */
  fileReferences: number;
  /** Uploaded files in the zip (none when files live in their own bucket). */
  storedFiles: number;
  /** The site's migrations the backup's database has, oldest first. */
  migrations: string[];
}

/** A backup that is not one to restore: its problems, in Dutch. */
export class BackupRefused extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join(' '));
  }
}

/**
 * A backup that could not be read back now (the store did not answer, the download broke off):
 * it says nothing about the backup itself, so a check tries again later.
 */
export class BackupUnreadable extends BackupRefused {}

/**
 * Collections the site changes by itself right after a start (expired one-time codes and
 * confirmations are removed, sent mails older than 30 days too) or at any time (the scheduled
 * backup records its check, members' pages report how sections do), so their counts are not
 * compared after a restore.
 */
export const SELF_CLEANING = [
  '_otps',
  '_mfas',
  '_authOrigins',
  'power_confirmations',
  'mail_outbox',
  'backup_checks',
  'section_reports',
];

async function download(admin: PocketBase, name: string, file: string): Promise<void> {
  const url = admin.backups.getDownloadURL(await admin.files.getToken(), name);
  const unreadable = (why: string) => new BackupUnreadable([`Backup ${name} kon niet worden opgehaald (${why}).`]);
  const response = await fetch(url).catch((error: Error) => {
    throw unreadable(error.message);
  });
  if (response.status === 404 || response.status === 400)
    throw new BackupRefused([`Backup ${name} bestaat niet op deze site (zie pnpm backup list).`]);
  if (!response.ok || !response.body) throw unreadable(`HTTP ${response.status}`);
  await pipeline(Readable.fromWeb(response.body as never), createWriteStream(file)).catch((error: Error) => {
    throw unreadable(error.message);
  });
}

/** Reads the zip: extracts `data.db` to `dbFile`, counts the uploaded files. */
function readZip(zipFile: string, dbFile: string): Promise<{ hasDatabase: boolean; storedFiles: number }> {
  return new Promise((resolve, reject) => {
    yauzl.open(zipFile, { lazyEntries: true, autoClose: true }, (error, zip) => {
      if (error || !zip) return reject(new BackupRefused([`Dit is geen leesbare zip (${error?.message}).`]));
      let hasDatabase = false;
      let storedFiles = 0;
      zip.on('error', (failure: Error) => reject(new BackupRefused([`De zip is beschadigd (${failure.message}).`])));
      zip.on('end', () => resolve({ hasDatabase, storedFiles }));
      zip.on('entry', (entry: yauzl.Entry) => {
        const path = entry.fileName;
        if (/^storage\/[^/]+\/[^/]+\/[^/]+$/.test(path) && !path.endsWith('/')) storedFiles++;
        if (path !== 'data.db') return zip.readEntry();
        hasDatabase = true;
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream)
            return reject(new BackupRefused([`data.db in de zip is niet te lezen (${streamError?.message}).`]));
          pipeline(stream, createWriteStream(dbFile)).then(
            () => zip.readEntry(),
            (failure: Error) => reject(new BackupRefused([`data.db in de zip is beschadigd (${failure.message}).`])),
          );
        });
      });
      zip.readEntry();
    });
  });
}

/**
 * Which records a collection holds, and in which version: its records' ids with their `updated`
 * time, in one hash. Counts alone call a restore that PocketBase quietly skipped a success when
 * the mistake kept the number (one record deleted, another added; a name changed).
 */
export function recordsFingerprint(records: readonly { id: unknown; updated?: unknown }[]): string {
  const lines = records.map((record) => `${String(record.id)} ${String(record.updated ?? '')}`).sort();
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}

function rows(db: Database, sql: string): unknown[][] {
  return db.exec(sql)[0]?.values ?? [];
}

/** How many uploaded files the records of `db` name, over every file field of every collection. */
function fileReferences(db: Database): number {
  let count = 0;
  for (const [name, fields] of rows(db, "SELECT name, fields FROM _collections WHERE type != 'view'")) {
    const files = (JSON.parse(String(fields)) as { name: string; type: string }[]).filter(
      (field) => field.type === 'file',
    );
    for (const field of files) {
      const column = `"${field.name.replace(/"/g, '""')}"`;
      for (const [value] of rows(db, `SELECT ${column} FROM "${String(name)}" WHERE ${column} != ''`)) {
        const text = String(value);
        count += text.startsWith('[') ? (JSON.parse(text) as unknown[]).length : 1;
      }
    }
  }
  return count;
}

/** The backup's database, once SQLite's integrity check passed on it. */
async function openDatabase(file: string): Promise<Database> {
  const SQL = await initSqlJs();
  let db: Database | undefined;
  try {
    db = new SQL.Database(await readFile(file));
    const [[integrity]] = rows(db, 'PRAGMA integrity_check') as [[string]];
    if (integrity === 'ok') return db;
    throw new BackupRefused([`De database in de backup is beschadigd: ${integrity}.`]);
  } catch (error) {
    db?.close();
    if (error instanceof BackupRefused) throw error;
    throw new BackupRefused([`data.db is geen leesbare database (${(error as Error).message}).`]);
  }
}

/** The site's own migrations (the code's pb_migrations), by file name. */
async function codeMigrations(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((file) => file.endsWith('.js')).sort();
}

/**
 * Opens backup `name` of the site `admin` is logged in to, without restoring it: a readable zip
 * with the database, which passes SQLite's integrity check, of this site (it has the site's
 * migrations) and not of a newer version of it (no migration this code does not have). Throws
 * BackupRefused with every reason in Dutch; otherwise what the backup holds.
 */
export async function inspectBackup(
  admin: PocketBase,
  name: string,
  migrationsDir: string = MIGRATIONS_DIR,
): Promise<BackupContents> {
  const dir = await mkdtemp(join(tmpdir(), 'tjas-backup-check-'));
  try {
    const zipFile = join(dir, 'backup.zip');
    const dbFile = join(dir, 'data.db');
    await download(admin, name, zipFile);
    const { hasDatabase, storedFiles } = await readZip(zipFile, dbFile);
    if (!hasDatabase)
      throw new BackupRefused(['De backup bevat geen data.db: het is geen backup van een PocketBase-site.']);
    const db = await openDatabase(dbFile);
    try {
      const ours = await codeMigrations(migrationsDir);
      const applied = rows(db, 'SELECT file FROM _migrations ORDER BY applied, file')
        .map(([file]) => String(file))
        .filter((file) => file.endsWith('.js'));
      if (!applied.some((file) => ours.includes(file)))
        throw new BackupRefused(['Dit is geen backup van deze site: de database heeft geen van haar migraties.']);
      const newer = applied.filter((file) => !ours.includes(file));
      if (newer.length > 0) {
        throw new BackupRefused([
          `De backup is van een nieuwere versie van de site (migraties die deze code niet kent: ${newer.join(', ')}). Zet eerst die versie van de code terug.`,
        ]);
      }
      const collections: Record<string, number> = {};
      const fingerprints: Record<string, string> = {};
      for (const [collection] of rows(db, "SELECT name FROM _collections WHERE type != 'view' ORDER BY name")) {
        const table = `"${String(collection)}"`;
        const updated = rows(db, `PRAGMA table_info(${table})`).some(([, column]) => column === 'updated');
        const records = rows(db, `SELECT id${updated ? ', updated' : ''} FROM ${table}`).map(([id, time]) => ({
          id,
          updated: time,
        }));
        collections[String(collection)] = records.length;
        fingerprints[String(collection)] = recordsFingerprint(records);
      }
      const size = (await readFile(zipFile)).length;
      return {
        name,
        size,
        collections,
        fingerprints,
        fileReferences: fileReferences(db),
        storedFiles,
        migrations: applied,
      };
    } finally {
      db.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** What the running site holds now, as a backup's contents are counted (the superuser sees every record). */
export async function liveContents(
  admin: PocketBase,
  names: readonly string[],
): Promise<{
  collections: Record<string, number | null>;
  fingerprints: Record<string, string>;
  fileReferences: number;
}> {
  const collections: Record<string, number | null> = {};
  const fingerprints: Record<string, string> = {};
  let references = 0;
  const schema = new Map((await admin.collections.getFullList()).map((collection) => [collection.name, collection]));
  for (const name of names) {
    const collection = schema.get(name);
    if (!collection) {
      collections[name] = null;
      continue;
    }
    const fields = collection.fields ?? [];
    const updated = fields.some((field) => field.name === 'updated');
    const files = collection.type === 'view' ? [] : fields.filter((f) => f.type === 'file').map((f) => f.name);
    // One listing per collection gives its count, its fingerprint and the files its records name.
    const records = await admin
      .collection(name)
      .getFullList({ batch: 500, fields: ['id', ...(updated ? ['updated'] : []), ...files].join(',') });
    collections[name] = records.length;
    fingerprints[name] = recordsFingerprint(records);
    for (const record of records) {
      for (const field of files) {
        const value = record[field] as string | string[] | undefined;
        references += Array.isArray(value) ? value.length : value ? 1 : 0;
      }
    }
  }
  return { collections, fingerprints, fileReferences: references };
}
