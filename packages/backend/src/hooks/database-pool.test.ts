import { expect, it } from 'vitest';
import { loadHook } from './load-hook.ts';

// pb_hooks/database-pool.pb.js, against a stand-in of Go's database/sql pool as PocketBase's
// JavaScript sees it. That the methods exist is proven by every integration test: a bootstrap
// hook that throws stops PocketBase from starting. What it buys is in the bench (the events
// list's p99 at 50 connections, BENCHMARKS.md).

type Bootstrap = (e: unknown) => void;

function bootstrapWith(stats: { maxOpenConnections?: number }) {
  const calls: string[] = [];
  let bootstrap: Bootstrap | undefined;
  loadHook('database-pool.pb.js', { globals: { onBootstrap: (handler: Bootstrap) => (bootstrap = handler) } });
  const reads = {
    stats: () => stats,
    setMaxIdleConns: (count: number) => calls.push(`free connections kept: ${count}`),
  };
  const app = { concurrentDB: () => ({ db: () => reads }) };
  bootstrap!({ app, next: () => calls.push('PocketBase bootstrapped') });
  return calls;
}

it('keeps every free read connection, up to the pool size, once PocketBase has opened its databases', () => {
  expect(bootstrapWith({ maxOpenConnections: 120 })).toEqual(['PocketBase bootstrapped', 'free connections kept: 120']);
  expect(bootstrapWith({ maxOpenConnections: 64 })).toContain('free connections kept: 64');
});

it('stops the start rather than keep no free connection when the pool size cannot be read', () => {
  // Go would get 0 for a missing or renamed field: no free connection kept, every read opens one.
  expect(() => bootstrapWith({})).toThrow(/read pool's size is undefined/);
  expect(() => bootstrapWith({ maxOpenConnections: 0 })).toThrow(/read pool's size is 0/);
});
