import { describe, expect, it } from 'vitest';
import type { SlotState } from './backup-slot.ts';
import { RestartTimeout, waitForRestoreRestart } from './restore-restart.ts';

/** PocketBase's answers in order, the last one repeated; how many were asked for. */
function answers(...states: SlotState[]) {
  const asked = { count: 0 };
  return {
    asked,
    state: async () => states[Math.min(asked.count++, states.length - 1)]!,
  };
}

const fast = { name: 'leden-backup-20261129-020000.zip', intervalMs: 1, startMs: 30, timeoutMs: 2_000 };

describe('waitForRestoreRestart', () => {
  it('is done when PocketBase went away during the restore and answers again', async () => {
    const pocketbase = answers('free', 'taken', 'taken', 'down', 'down', 'free');
    expect(await waitForRestoreRestart({ ...fast, state: pocketbase.state })).toBe('restarted');
    expect(pocketbase.asked.count).toBe(6);
  });

  it('is not fooled by another backup that takes the slot and gives it back before the restore begins', async () => {
    // The schedule's backup within PocketBase's second: taken, free again, then the restore itself.
    const pocketbase = answers('free', 'taken', 'taken', 'free', 'free', 'taken', 'down', 'free');
    expect(await waitForRestoreRestart({ ...fast, state: pocketbase.state })).toBe('restarted');
    expect(pocketbase.asked.count).toBe(8);
  });

  it('is done when a backup holds the slot right after the restart (the old process never answers again)', async () => {
    // A long backup of the schedule's must not be waited for: it can outlast the restore's time.
    const pocketbase = answers('taken', 'down', 'taken');
    expect(await waitForRestoreRestart({ ...fast, timeoutMs: 200, state: pocketbase.state })).toBe('restarted');
    expect(pocketbase.asked.count).toBe(3);
  });

  it('says not started when the slot stays free and PocketBase never went away (the restore was skipped)', async () => {
    const pocketbase = answers('free');
    const started = Date.now();
    expect(await waitForRestoreRestart({ ...fast, state: pocketbase.state })).toBe('not started');
    expect(Date.now() - started).toBeGreaterThanOrEqual(fast.startMs);
  });

  it('says not started when the slot was taken and came back free without a restart (a failed restore)', async () => {
    // PocketBase could not read the backup: the slot is taken a moment and then free for good.
    const pocketbase = answers('taken', 'taken', 'free');
    const started = Date.now();
    expect(await waitForRestoreRestart({ ...fast, state: pocketbase.state })).toBe('not started');
    expect(Date.now() - started).toBeGreaterThanOrEqual(fast.startMs);
  });

  it('gives up with a Dutch error when PocketBase does not come back', async () => {
    const waiting = waitForRestoreRestart({ ...fast, timeoutMs: 40, state: answers('taken', 'down').state });
    await expect(waiting).rejects.toBeInstanceOf(RestartTimeout);
    await expect(waiting).rejects.toThrow(
      /^PocketBase was 40 ms na het terugzetten van leden-backup-20261129-020000\.zip nog niet terug\./,
    );
  });

  it('says the restore is still busy, not that PocketBase is gone, when it never went away', async () => {
    const waiting = waitForRestoreRestart({ ...fast, timeoutMs: 40, state: answers('taken').state });
    await expect(waiting).rejects.toThrow(
      /^Het terugzetten van leden-backup-20261129-020000\.zip was na 40 ms nog niet klaar \(PocketBase bleef bezig\)\./,
    );
  });
});
