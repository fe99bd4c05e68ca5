import type PocketBase from 'pocketbase';
import { inspectBackup, liveContents, SELF_CLEANING, type BackupContents } from './backup-inspection.ts';
import { inBackupSlot, type SlotState } from './backup-slot.ts';

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

type Health = 'down' | 'busy' | 'ready';

async function health(admin: PocketBase): Promise<Health> {
  try {
    const response = await fetch(admin.buildURL('/api/health'), { headers: { Authorization: admin.authStore.token } });
    if (!response.ok) return 'down';
    const body = (await response.json()) as { data?: { canBackup?: boolean } };
    return body.data?.canBackup === false ? 'busy' : 'ready';
  } catch {
    return 'down';
  }
}

/** Whether PocketBase could start a backup or restore now (none runs), for inBackupSlot. */
export async function backupSlotState(admin: PocketBase): Promise<SlotState> {
  const now = await health(admin);
  return now === 'ready' ? 'free' : now === 'busy' ? 'taken' : 'down';
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A restore that did not bring back what the backup holds: every difference, in Dutch. */
export class RestoreFailed extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join(' '));
  }
}

/** Waits for PocketBase to go away or report a restore (the restart), then to answer again. */
async function waitForRestart(admin: PocketBase, name: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let restarted = false;
  while (Date.now() < deadline && !restarted) {
    restarted = (await health(admin)) !== 'ready';
    if (!restarted) await pause(25);
  }
  while (Date.now() < deadline) {
    if ((await health(admin)) === 'ready') return;
    await pause(100);
  }
  throw new RestoreFailed([`PocketBase was ${timeoutMs / 1000} s na het terugzetten van ${name} nog niet terug.`]);
}

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
  await inBackupSlot(() => admin.backups.restore(name), {
    state: () => backupSlotState(admin),
    what: `het terugzetten van ${name}`,
  });
  await waitForRestart(admin, name, options.timeoutMs ?? 60_000);
  const restored = options.reconnect ? await options.reconnect() : admin;
  const problems = await restoreDifferences(restored, expected);
  if (problems.length > 0) throw new RestoreFailed([`${name} is niet (helemaal) teruggezet.`, ...problems]);
  return expected;
}
