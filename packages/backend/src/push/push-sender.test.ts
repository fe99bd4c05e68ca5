import type PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { startPushSender } from './push-sender.ts';

// The sender's own failure mode: PocketBase cannot hand out pushes (it is restarting, or its data
// is an older release's without the push collections). The sender keeps trying, less often, and
// says so once while the problem lasts. Sending itself is tried against a real PocketBase and
// push service in tests/integration/push-notifications.test.ts.

/** A sender whose every connection fails with the next of `problems` (the last one repeats). */
async function failingSender(problems: string[], attempts: number) {
  const log: string[] = [];
  let tries = 0;
  let reached: () => void = () => undefined;
  const enough = new Promise<void>((resolve) => (reached = resolve));
  const sender = startPushSender({
    connect: () => {
      tries++;
      if (tries >= attempts) reached();
      return Promise.reject(new Error(problems[Math.min(tries - 1, problems.length - 1)]));
    },
    log: (line) => log.push(line),
    pauseMs: 1,
  });
  await enough;
  await sender.stop();
  return { log, tries };
}

describe('a push sender PocketBase gives no pushes', () => {
  it('keeps trying and says it once while the problem lasts', async () => {
    const { log, tries } = await failingSender(['Missing collection context.'], 6);
    expect(tries).toBeGreaterThanOrEqual(6);
    expect(log).toEqual(['Pushberichten: PocketBase gaf geen pushes (Missing collection context.); later opnieuw.']);
  });

  it('says a new problem when it changes', async () => {
    const { log } = await failingSender(['fetch failed', 'fetch failed', 'Missing collection context.'], 4);
    expect(log).toEqual([
      'Pushberichten: PocketBase gaf geen pushes (fetch failed); later opnieuw.',
      'Pushberichten: PocketBase gaf geen pushes (Missing collection context.); later opnieuw.',
    ]);
  });

  it('stops at once while it waits to try again', async () => {
    const sender = startPushSender({
      connect: () => Promise.reject(new Error('fetch failed')) as Promise<PocketBase>,
      log: () => undefined,
      pauseMs: 60_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = Date.now();
    await sender.stop();
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
