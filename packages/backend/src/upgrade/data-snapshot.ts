import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { cp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import initSqlJs from 'sql.js';

/**
 * The copy of the data folder an upgrade takes while the site is stopped, and puts back when the
 * upgrade fails. It holds everything PocketBase keeps (database, uploaded files, released
 * sections) except `backups/`, which an upgrade does not change and which can be large.
 */

export class SnapshotFailed extends Error {}

const KEPT_OUT = 'backups';

async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .filter((path) => path.split('/')[0] !== KEPT_OUT)
    .sort();
}

function sha256(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/** Every file of `copy` is in `original` with the same bytes, and no other; the database passes SQLite's check. */
export async function verifyCopy(original: string, copy: string): Promise<{ files: number; bytes: number }> {
  const [ours, theirs] = await Promise.all([filesOf(original), filesOf(copy)]);
  const missing = ours.filter((file) => !theirs.includes(file));
  const extra = theirs.filter((file) => !ours.includes(file));
  if (missing.length || extra.length)
    throw new SnapshotFailed(
      `de kopie heeft niet dezelfde bestanden (${[...missing.map((f) => `ontbreekt ${f}`), ...extra.map((f) => `extra ${f}`)].slice(0, 3).join(', ')})`,
    );
  let bytes = 0;
  for (const file of ours) {
    if ((await sha256(join(original, file))) !== (await sha256(join(copy, file))))
      throw new SnapshotFailed(`${file} in de kopie verschilt van het origineel`);
    bytes += (await stat(join(copy, file))).size;
  }
  if (existsSync(join(copy, 'data.db'))) {
    const SQL = await initSqlJs();
    const db = new SQL.Database(await readFile(join(copy, 'data.db')));
    try {
      const integrity = String(db.exec('PRAGMA integrity_check')[0]?.values[0]?.[0]);
      if (integrity !== 'ok') throw new SnapshotFailed(`de database in de kopie is beschadigd: ${integrity}`);
    } finally {
      db.close();
    }
  }
  return { files: ours.length, bytes };
}

/** Copies the (stopped) site's data folder beside it and checks the copy; returns where. */
export async function takeSnapshot(
  dataDir: string,
  now = new Date(),
): Promise<{ dir: string; files: number; bytes: number }> {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const dir = `${dataDir}-kopie-voor-upgrade-${stamp}`;
  if (!existsSync(join(dataDir, 'data.db'))) throw new SnapshotFailed(`geen database in ${dataDir}`);
  try {
    await cp(dataDir, dir, {
      recursive: true,
      preserveTimestamps: true,
      filter: (source) => relative(dataDir, source).split('/')[0] !== KEPT_OUT,
    });
    return { dir, ...(await verifyCopy(dataDir, dir)) };
  } catch (error) {
    await rm(dir, { recursive: true, force: true }); // a half copy (a full disk) is no copy
    throw error instanceof SnapshotFailed ? error : new SnapshotFailed(`kopiëren faalde: ${(error as Error).message}`);
  }
}

/** Puts the copy back: the data folder holds exactly the copy again (its backups stay). */
export async function restoreSnapshot(dataDir: string, snapshot: string): Promise<void> {
  for (const entry of await readdir(dataDir).catch(() => [] as string[]))
    if (entry !== KEPT_OUT) await rm(join(dataDir, entry), { recursive: true, force: true });
  await cp(snapshot, dataDir, { recursive: true, preserveTimestamps: true });
  await verifyCopy(snapshot, dataDir);
}
