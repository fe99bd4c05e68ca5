/// <reference path="../pb_data/types.d.ts" />

// Every collection's API rules come from the permission table (@tjas/permissions), generated
// into generated/access.json (`pnpm generate:access`), and are applied whenever PocketBase
// starts: a change to the table is one edit plus the generated file, and a rule changed by hand
// in the dashboard does not outlive a restart.
//
// `serve` runs pending migrations after the bootstrap step, and a migration may still set a
// rule of its own: the rules are applied at bootstrap and again before the first request is
// answered (when every migration has run). A rule that names a field a pending migration has
// yet to add is left for that second pass, with a warning, rather than stopping the server.
onBootstrap((e) => {
  e.next();
  require(`${__hooks}/lib/access.js`).applyRules(e.app);
});

routerUse((e) => {
  const store = $app.store();
  if (!store.has('tjas.accessApplied')) {
    require(`${__hooks}/lib/access.js`).applyRules(e.app);
    store.set('tjas.accessApplied', true);
  }
  return e.next();
});
