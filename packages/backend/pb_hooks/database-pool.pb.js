/// <reference path="../pb_data/types.d.ts" />

// PocketBase opens up to 120 connections to its data database for reads but keeps only 15 of
// them once they are free: with more requests at once (50 members, or a sign-up rush), every
// connection given back beyond those 15 is closed and the next request opens a new one, which
// sets its pragmas and reads the whole schema again. Measured with the bench's events list at 50
// connections, 6-11% of the requests opened a connection and the p99 was ~300-380 ms; keeping
// every free connection it was 179-212 ms (BENCHMARKS.md). PocketBase itself still closes a
// connection after three minutes unused, so what a burst opened does not stay.
// This file is self-contained (no lib/): the bench starts its plain PocketBase with it too.
onBootstrap((e) => {
  e.next();
  const reads = e.app.concurrentDB().db();
  const poolSize = reads.stats().maxOpenConnections;
  // A missing value would reach Go as 0, which keeps no free connection at all: far worse than
  // PocketBase's 15, and silent. A start that fails says so.
  if (!(poolSize > 0))
    throw new Error(`database-pool.pb.js: the read pool's size is ${poolSize}, not a number of connections`);
  reads.setMaxIdleConns(poolSize);
});
