import type { SlotState } from './backup-slot.ts';

/**
 * PocketBase answers a restore at once, starts it a second later (skipping it, and only logging
 * that, when another backup holds the slot by then), and ends a restore that worked by replacing
 * its own process: the port closes and opens again. A taken slot alone says nothing: the
 * schedule's backup takes it too, and can take it and give it back within that second, before
 * the restore begins. So a restore counts as done only once PocketBase went away and answered
 * again; one that stays unseen while the slot is free for `startMs` is taken as not started (the
 * caller compares the site with the backup either way).
 */

/** The answer of waitForRestoreRestart: PocketBase restarted, or no restore began. */
export type RestoreOutcome = 'restarted' | 'not started';

export class RestartTimeout extends Error {}

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
  const { state, name, startMs = 5_000, timeoutMs = 60_000, intervalMs = 50 } = watch;
  const deadline = Date.now() + timeoutMs;
  let wentAway = false;
  // Since when the slot has been free without a restart seen (the answer to the restore first).
  let freeSince = Date.now();
  for (;;) {
    const now = await state();
    if (now === 'down') wentAway = true;
    else if (now === 'free' && wentAway) return 'restarted';
    else if (now === 'free' && Date.now() - freeSince >= startMs) return 'not started';
    if (now !== 'free') freeSince = Date.now();
    if (Date.now() + intervalMs > deadline)
      throw new RestartTimeout(
        `PocketBase was ${Math.round(timeoutMs / 1000)} s na het terugzetten van ${name} nog niet terug.`,
      );
    await pause(intervalMs);
  }
}
