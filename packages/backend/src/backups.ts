import type PocketBase from 'pocketbase';
import { inspectBackup, liveContents, SELF_CLEANING, type BackupContents } from './backup-inspection.ts';
import { inBackupSlot, type SlotState } from './backup-slot.ts';
import { RestartTimeout, waitForRestoreRestart, type RestoreOutcome } from './restore-restart.ts';

/**
 * Creates a backup (a zip of the whole pb_data: database and files) through the running server,
 * unchecked; backup-keeper.ts makes the site's own, named after it and checked.
 */
export async function createBackup(admin: PocketBase, name: string): Promise<string> {
  await inBackupSlot(() => admin.backups.create(name), { state: () => backupSlotState(admin), what: `backup ${name}` });
  return name;
}

export async function listBackups(admin: PocketBase): Promise<{ key: string; size: number; modified: string }[]> {
  return (await admin.backups.getFullList()).sort((a, b) => a.key.localeCompare(b.key));
}

/** How long PocketBase may take to say how it is. */
const HEALTH_TIMEOUT_MS = 5_000;

/**
 * Whether PocketBase could start a backup or restore now (none runs), for inBackupSlot and the
 * restore's wait. No answer in time is 'taken' (busy, e.g. extracting a large backup), not
 * 'down': only a refused or dropped connection says that its process went away.
 */
export async function backupSlotState(admin: PocketBase, timeoutMs = HEALTH_TIMEOUT_MS): Promise<SlotState> {
  try {
    const response = await fetch(admin.buildURL('/api/health'), {
      headers: { Authorization: admin.authStore.token },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return 'down';
    const body = (await response.json()) as { data?: { canBackup?: boolean } };
    return body.data?.canBackup === false ? 'taken' : 'free';
  } catch (error) {
    return (error as Error | undefined)?.name === 'TimeoutError' ? 'taken' : 'down';
  }
}

/** A restore that did not bring back what the backup holds: every difference, in Dutch. */
export class RestoreFailed extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join(' '));
  }
}

/** How often a restore is asked for before its differences are reported. */
const RESTORE_ATTEMPTS = 2;

/** Every way the running site differs from what backup `expected` holds (collections the site cleans itself apart). */
export async function restoreDifferences(admin: PocketBase, expected: BackupContents): Promise<string[]> {
  const compared = Object.keys(expected.collections).filter((name) => !SELF_CLEANING.includes(name));
  const live = await liveContents(admin, compared);
  const problems: string[] = [];
  for (const name of compared) {
    const now = live.collections[name];
    if (now === null) problems.push(`Collectie ${name} uit de backup ontbreekt.`);
    else if (now !== expected.collections[name])
      problems.push(`${name}: ${now} records, de backup heeft er ${expected.collections[name]}.`);
    else if (live.fingerprints[name] !== expected.fingerprints[name])
      problems.push(`${name}: ${now} records, zoveel als in de backup, maar andere of gewijzigde.`);
  }
  if (live.fileReferences !== expected.fileReferences)
    problems.push(`De records noemen ${live.fileReferences} bestanden, in de backup ${expected.fileReferences}.`);
  return problems;
}

/**
 * Restores backup `name`, and checks it before and after. Before: the backup must be one of this
 * site, readable and whole, and not of a newer version of it (inspectBackup; BackupRefused, and
 * nothing is touched). PocketBase then restores in the background and restarts itself; after
 * that, the site must hold exactly the collections and records (and file references) of the
 * backup, or RestoreFailed says what differs: PocketBase may refuse a restore without saying so
 * to the caller. `reconnect` logs in again once the restored data is served (the superuser may
 * differ in the backup).
 */
export async function restoreBackup(
  admin: PocketBase,
  name: string,
  options: { timeoutMs?: number; reconnect?: () => Promise<PocketBase> } = {},
): Promise<BackupContents> {
  const expected = await inspectBackup(admin, name);
  let site = admin;
  let problems: string[] = [];
  let outcome: RestoreOutcome = 'not started';
  // A restore PocketBase skipped (restore-restart.ts) leaves the site as it was: the check finds
  // that, and the restore is asked for again; a restore of the same backup twice is the same as once.
  for (let attempt = 1; attempt <= RESTORE_ATTEMPTS; attempt++) {
    const asking = site;
    await inBackupSlot(() => asking.backups.restore(name), {
      state: () => backupSlotState(asking),
      what: `het terugzetten van ${name}`,
    });
    try {
      outcome = await waitForRestoreRestart({
        state: () => backupSlotState(asking),
        name,
        timeoutMs: options.timeoutMs,
      });
    } catch (error) {
      if (error instanceof RestartTimeout) throw new RestoreFailed([error.message]);
      throw error;
    }
    // Also after 'not started': that can be a restart too quick to be seen, with the backup's
    // superuser (the check below tells).
    if (options.reconnect) site = await options.reconnect();
    problems = await restoreDifferences(site, expected);
    if (problems.length === 0) return expected;
  }
  const why =
    outcome === 'not started'
      ? [
          `PocketBase begon niet aan het terugzetten van ${name} (zie zijn log: de backup onleesbaar, of een andere backup bezig).`,
        ]
      : [`${name} is niet (helemaal) teruggezet.`];
  throw new RestoreFailed([...why, ...problems]);
}
