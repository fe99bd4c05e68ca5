import { expect, it } from 'vitest';
import { loadHook } from './load-hook.ts';

// pb_hooks/database-pool.pb.js, against a stand-in of Go's database/sql pool as PocketBase's
// JavaScript sees it. That the methods exist is proven by every integration test: a bootstrap
// hook that throws stops PocketBase from starting. What it buys is in the bench (the events
// list's p99 at 50 connections, BENCHMARKS.md).

type Bootstrap = (e: unknown) => void;

function bootstrapWith(pool: { maxOpenConnections: number }) {
  const calls: string[] = [];
  let bootstrap: Bootstrap | undefined;
  loadHook('database-pool.pb.js', { globals: { onBootstrap: (handler: Bootstrap) => (bootstrap = handler) } });
  const reads = {
    stats: () => ({ maxOpenConnections: pool.maxOpenConnections }),
    setMaxIdleConns: (count: number) => calls.push(`free connections kept: ${count}`),
    setConnMaxIdleTime: (nanoseconds: number) => calls.push(`closed after ${nanoseconds / 60e9} minutes unused`),
  };
  const app = { concurrentDB: () => ({ db: () => reads }) };
  bootstrap!({ app, next: () => calls.push('PocketBase bootstrapped') });
  return calls;
}

it('keeps every free read connection, up to the pool size, once PocketBase has opened its databases', () => {
  expect(bootstrapWith({ maxOpenConnections: 120 })).toEqual([
    'PocketBase bootstrapped',
    'free connections kept: 120',
    'closed after 5 minutes unused',
  ]);
  expect(bootstrapWith({ maxOpenConnections: 64 })).toContain('free connections kept: 64');
});
