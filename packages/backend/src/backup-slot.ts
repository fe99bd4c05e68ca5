/**
 * PocketBase runs one backup or restore at a time and refuses a second with "Try again later -
 * another backup/restore process has already been started" (HTTP 400). The nightly backup, a
 * maintainer's `pnpm backup` and a restore can meet, so each waits its turn instead of failing:
 * while /api/health says canBackup: false, and again when another one took the slot between that
 * answer and the request. The wait is bounded (a stuck backup must not hang a restore drill for
 * ever) and ends in a Dutch error that says what to do.
 */

/** PocketBase's refusal while another backup or restore runs. */
export function isSlotTaken(error: unknown): boolean {
  const { status, message } = (error ?? {}) as { status?: unknown; message?: unknown };
  return status === 400 && typeof message === 'string' && /another backup\/restore process/i.test(message);
}

export class BackupSlotTimeout extends Error {}

/** What PocketBase says of its one backup/restore slot: free, taken, or nothing (down, restarting). */
export type SlotState = 'free' | 'taken' | 'down';

export interface SlotOptions {
  /** Whether PocketBase could start a backup or restore now. */
  state: () => Promise<SlotState>;
  timeoutMs?: number;
  intervalMs?: number;
  /** What is waiting, for the error: "de backup", "het terugzetten". */
  what: string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `start` (the request that begins a backup or restore) once no other one runs. */
export async function inBackupSlot<T>(start: () => Promise<T>, options: SlotOptions): Promise<T> {
  const { state, what, timeoutMs = 5 * 60_000, intervalMs = 500 } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // A site that is down may be restarting after a restore: waited for as well, but named as such.
    const now = await state();
    if (now === 'free') {
      try {
        return await start();
      } catch (error) {
        if (!isSlotTaken(error)) throw error;
      }
    }
    if (Date.now() + intervalMs > deadline) {
      const seconds = Math.round(timeoutMs / 1000);
      throw new BackupSlotTimeout(
        now === 'down'
          ? `De site antwoordde ${seconds} s lang niet; ${what} is niet begonnen. Kijk of de site draait (PB_URL) en probeer het opnieuw.`
          : `Er liep ${seconds} s lang een andere backup of terugzetting; ${what} is niet begonnen. Probeer het opnieuw als die klaar is (pnpm backup list).`,
      );
    }
    await pause(intervalMs);
  }
}
