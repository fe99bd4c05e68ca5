import type { SlotState } from './backup-slot.ts';

/**
 * PocketBase answers a restore at once, starts it a second later (skipping it, and only logging
 * that, when another backup holds the slot by then), and ends a restore that worked by replacing
 * its own process: the port closes and opens again. A taken slot alone says nothing: the
 * schedule's backup takes it too, and can take it and give it back within that second, before
 * the restore begins. So a restore counts as done once PocketBase went away and answers again
 * (whether or not a new backup holds the slot by then: the old process never answers again); one
 * whose slot stays free for `startMs` without PocketBase going away counts as not started (the
 * caller compares the site with the backup either way, so a restart too quick to be seen costs
 * only that wait).
 */

/** The answer of waitForRestoreRestart: PocketBase restarted, or no restore began. */
export type RestoreOutcome = 'restarted' | 'not started';

export class RestartTimeout extends Error {}

/** PocketBase gives a restore ten minutes to fetch its backup; extracting it and the restart come on top. */
const RESTORE_TIMEOUT_MS = 12 * 60_000;

export interface RestartWatch {
  /** What PocketBase says of its backup/restore slot now (free, taken, or down). */
  state: () => Promise<SlotState>;
  /** How long the slot may stay free before the restore counts as not started. */
  startMs?: number;
  /** How long the whole restore may take, until PocketBase answers again. */
  timeoutMs?: number;
  intervalMs?: number;
  /** The backup, for the error. */
  name: string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits, after PocketBase answered a restore of `name`, until it restarted or did not start it. */
export async function waitForRestoreRestart(watch: RestartWatch): Promise<RestoreOutcome> {
  const { state, name, startMs = 5_000, timeoutMs = RESTORE_TIMEOUT_MS, intervalMs = 50 } = watch;
  const deadline = Date.now() + timeoutMs;
  let wentAway = false;
  // Since when the slot has been free without a restart seen (the answer to the restore first).
  let freeSince = Date.now();
  for (;;) {
    const now = await state();
    if (now === 'down') wentAway = true;
    else if (wentAway) return 'restarted';
    else if (now === 'free' && Date.now() - freeSince >= startMs) return 'not started';
    if (now !== 'free') freeSince = Date.now();
    if (Date.now() + intervalMs > deadline) {
      const time = timeoutMs >= 1_000 ? `${Math.round(timeoutMs / 1000)} s` : `${timeoutMs} ms`;
      throw new RestartTimeout(
        wentAway
          ? `PocketBase was ${time} na het terugzetten van ${name} nog niet terug. Kijk in zijn log en of het proces draait.`
          : `Het terugzetten van ${name} was na ${time} nog niet klaar (PocketBase bleef bezig). Kijk in zijn log; probeer het daarna opnieuw.`,
      );
    }
    await pause(intervalMs);
  }
}
