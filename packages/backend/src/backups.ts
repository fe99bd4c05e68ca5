import type PocketBase from 'pocketbase';

/** A backup name that sorts by time: tjas-20261125-231500.zip. */
export function backupName(now: Date = new Date()): string {
  return `tjas-${now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)}.zip`;
}

/** Creates a backup (a zip of the whole pb_data: database and files) through the running server. */
export async function createBackup(admin: PocketBase, name: string = backupName()): Promise<string> {
  await admin.backups.create(name);
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

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Restores a backup. PocketBase answers at once, restores in the background and then restarts
 * itself; this waits for that restart (the server going away or reporting a restore in progress)
 * and for it to answer again, so the caller goes on with the restored data.
 */
export async function restoreBackup(admin: PocketBase, name: string, timeoutMs = 60_000): Promise<void> {
  await admin.backups.restore(name);
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
  throw new Error(`PocketBase was not back within ${timeoutMs} ms after restoring ${name}.`);
}
