/// <reference path="../pb_data/types.d.ts" />

// PocketBase opens up to 120 connections to its data database for reads but keeps only 15 of
// them once they are free: with more requests at once (50 members, or a sign-up rush), every
// connection given back beyond those 15 is closed and the next request opens a new one, which
// sets its pragmas and reads the whole schema again. Measured with the bench's events list at 50
// connections, ~6% of the requests opened a connection and the p99 was 300-380 ms; keeping every
// open connection it was 183-212 ms (BENCHMARKS.md). So a free connection is kept, up to the
// pool's size, and closed only after five minutes unused: a burst leaves no lasting memory behind.
// This file is self-contained (no lib/): the bench starts its plain PocketBase with it too.
onBootstrap((e) => {
  e.next();
  const reads = e.app.concurrentDB().db();
  const FIVE_MINUTES_NS = 5 * 60 * 1e9;
  reads.setMaxIdleConns(reads.stats().maxOpenConnections);
  reads.setConnMaxIdleTime(FIVE_MINUTES_NS);
});
