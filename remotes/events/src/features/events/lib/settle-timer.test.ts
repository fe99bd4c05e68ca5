import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settleTimer } from './settle-timer.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('settleTimer', () => {
  it('runs once the pokes have stopped for the quiet time and its share of the spread', () => {
    const action = vi.fn();
    const timer = settleTimer(action, { quietMs: 2000, spreadMs: 3000, random: () => 0.5 });
    timer.poke();
    vi.advanceTimersByTime(3499);
    expect(action).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('waits again at every poke, so a rush of messages gives one run after it', () => {
    const action = vi.fn();
    const timer = settleTimer(action, { quietMs: 2000, spreadMs: 0 });
    for (let second = 0; second < 10; second++) {
      timer.poke();
      vi.advanceTimersByTime(1000);
    }
    expect(action).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(action).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('spreads pages over the spread: the earliest and the latest wait that far apart', () => {
    const early = vi.fn();
    const late = vi.fn();
    settleTimer(early, { quietMs: 1000, spreadMs: 3000, random: () => 0 }).poke();
    settleTimer(late, { quietMs: 1000, spreadMs: 3000, random: () => 1 }).poke();
    vi.advanceTimersByTime(1000);
    expect(early).toHaveBeenCalledTimes(1);
    expect(late).not.toHaveBeenCalled();
    vi.advanceTimersByTime(3000);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('does not run after cancel (the page closed)', () => {
    const action = vi.fn();
    const timer = settleTimer(action, { quietMs: 100, spreadMs: 0 });
    timer.poke();
    timer.cancel();
    vi.advanceTimersByTime(1000);
    expect(action).not.toHaveBeenCalled();
  });
});
