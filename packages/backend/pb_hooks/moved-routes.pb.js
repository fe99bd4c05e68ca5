/// <reference path="../pb_data/types.d.ts" />

// The old addresses of the site's own API: each answers 308 to its place under /api/tjas/
// (lib/moved-routes.js).
require(`${__hooks}/lib/moved-routes.js`).MOVED.forEach((moved) => {
  routerAdd(moved.method, moved.from, (e) => require(`${__hooks}/lib/moved-routes.js`).redirect(e));
});
