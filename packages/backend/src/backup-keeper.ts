import { createRequire } from 'node:module';
import PocketBase from 'pocketbase';
import { BackupRefused, BackupUnreadable, inspectBackup, type BackupContents } from './backup-inspection.ts';
import { backupsToRemove, type KeptBackup } from './backup-retention.ts';
import { createBackup } from './backups.ts';
import { describeRequestError } from './request-error.ts';

interface BackupNames {
  backupPrefix(siteUrl: string): string;
  backupName(prefix: string, date: Date): string;
  backupTime(prefix: string, name: string): Date | null;
}

// The hooks read names with the same module (site-status.js), so both agree on what is this site's.
export const { backupPrefix, backupName, backupTime } = createRequire(import.meta.url)(
  '../pb_hooks/lib/backup-names.cjs',
) as BackupNames;

/** The result of reading a backup back from where it was stored, as the site records it. */
export interface BackupCheck {
  name: string;
  /** When the backup was made (from its name). */
  made: string;
  ok: boolean;
  problems: string[];
  size: number;
  records: number;
  /**
   * False when it could not be read back now (the store did not answer): nothing is recorded, it
   * counts as not checked (never removed) and the next run checks it again.
   */
  checked: boolean;
}

/**
 * This site's backup names start with this: its public address from its settings file
 * (TJAS_PUBLIC_URL), else as PocketBase knows it. The file first: a restored database carries the
 * address of the site its backup came from until the next start writes this site's again.
 */
export async function sitePrefix(admin: PocketBase, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  if (env['TJAS_PUBLIC_URL']) return backupPrefix(env['TJAS_PUBLIC_URL']);
  const settings = (await admin.settings.getAll()) as { meta?: { appURL?: string } };
  return backupPrefix(settings.meta?.appURL ?? '');
}

/** Writes the result down (the hooks mail the admins when it failed). */
async function record(admin: PocketBase, check: BackupCheck): Promise<BackupCheck> {
  const { checked: _, ...body } = check;
  await admin.send('/api/tjas/backups/controles', { method: 'POST', body });
  return check;
}

/** The check of a backup whose contents were read (by a check, or by a restore that used it). */
export function recordContents(admin: PocketBase, contents: BackupContents, made: Date): Promise<BackupCheck> {
  return record(admin, {
    name: contents.name,
    made: made.toISOString(),
    ok: true,
    problems: [],
    size: contents.size,
    records: Object.values(contents.collections).reduce((total, count) => total + count, 0),
    checked: true,
  });
}

/**
 * Reads backup `name` back from where it was stored (the bucket or pb_data/backups, through the
 * site) and checks it as a restore would (inspectBackup): a readable zip with a whole database of
 * this site. A refusal is recorded; a backup that could not be read back now is not (see
 * BackupCheck.checked).
 */
export async function checkBackup(admin: PocketBase, name: string, made: Date): Promise<BackupCheck> {
  const check = { name, made: made.toISOString(), ok: false, problems: [] as string[], size: 0, records: 0 };
  try {
    return await recordContents(admin, await inspectBackup(admin, name), made);
  } catch (error) {
    if (error instanceof BackupRefused && !(error instanceof BackupUnreadable))
      return record(admin, { ...check, problems: error.problems, checked: true });
    const why = error instanceof BackupRefused ? error.problems.join(' ') : describeRequestError(error);
    return { ...check, problems: [`Nog niet nagekeken: ${why}`], checked: false };
  }
}

/** Makes a backup named after the site and the time, then checks it. */
export async function makeBackup(admin: PocketBase, prefix: string, now: Date = new Date()): Promise<BackupCheck> {
  const name = backupName(prefix, now);
  try {
    await createBackup(admin, name);
  } catch (error) {
    // An answer lost on the way while the backup was made all the same: check what is there.
    const stored = await admin.backups.getFullList().catch(() => []);
    if (stored.some((backup) => backup.key === name)) return checkBackup(admin, name, now);
    return record(admin, {
      name,
      made: now.toISOString(),
      ok: false,
      problems: [`De backup kon niet worden gemaakt: ${describeRequestError(error)}`],
      size: 0,
      records: 0,
      checked: true,
    });
  }
  return checkBackup(admin, name, now);
}

/** The site's own backups where they are stored, each with its check (undefined: not checked). */
async function ownBackups(admin: PocketBase, prefix: string): Promise<KeptBackup[]> {
  const checks = await admin.collection('backup_checks').getFullList({ fields: 'name,ok', batch: 1000 });
  const results = new Map(checks.map((check) => [String(check['name']), Boolean(check['ok'])]));
  const own: KeptBackup[] = [];
  for (const backup of await admin.backups.getFullList()) {
    const madeAt = backupTime(prefix, backup.key);
    if (madeAt) own.push({ name: backup.key, madeAt, ok: results.get(backup.key) });
  }
  return own;
}

/** Checks the site's backups that were never checked (an interrupted `pnpm backup`, a store that did not answer). */
export async function checkUnchecked(admin: PocketBase, prefix: string): Promise<BackupCheck[]> {
  const checked: BackupCheck[] = [];
  for (const backup of await ownBackups(admin, prefix))
    if (backup.ok === undefined) checked.push(await checkBackup(admin, backup.name, backup.madeAt));
  return checked;
}

/** Removes the site's own backups that fall out of the tiers (backup-retention.ts); never another site's. */
export async function pruneBackups(admin: PocketBase, prefix: string, now: Date = new Date()): Promise<string[]> {
  const removed = backupsToRemove(await ownBackups(admin, prefix), now);
  for (const backup of removed) await admin.backups.delete(backup.name);
  return removed.map((backup) => backup.name);
}
