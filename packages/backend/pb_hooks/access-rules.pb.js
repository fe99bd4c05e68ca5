/// <reference path="../pb_data/types.d.ts" />

// Every collection's API rules come from the permission table (@tjas/permissions), generated
// into generated/access.json (`pnpm generate:access`), and are applied whenever PocketBase
// starts: a change to the table is one edit plus the generated file, and a rule changed by hand
// in the dashboard does not outlive a restart.
//
// PocketBase runs pending migrations after this start-up step, so the launchers (`pnpm start`,
// the tests) apply them first with `migrate up`; a rule that names a field a pending migration
// has yet to add is left for the next start, with a warning, rather than stopping the server.
onBootstrap((e) => {
  e.next();
  const { applyRules } = require(`${__hooks}/lib/access.js`);
  applyRules(e.app);
});
