/// <reference path="../pb_data/types.d.ts" />

// Every collection's API rules come from the permission table (@tjas/permissions), generated
// into generated/access.json (`pnpm generate:access`), and are applied whenever PocketBase
// starts: a change to the table is one edit plus the generated file, and a rule changed by hand
// in the dashboard does not outlive a restart.
//
// `serve` runs pending migrations after this bootstrap step, and an old migration sets rules of
// its own; so pending migrations are run here first (serve then finds none), and the generated
// rules come last. Not as a request middleware: one of those per request costs throughput.
onBootstrap((e) => {
  e.next();
  e.app.runAllMigrations();
  require(`${__hooks}/lib/access.js`).applyRules(e.app);
});
