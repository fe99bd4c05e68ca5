/// <reference path="../../pb_data/types.d.ts" />
// committeeFor and the admin check on the server: the member's committee named `wanted` (trimmed,
// any case), else their username. The same rule as committeeFor in @tjas/auth.

function committeeFor(app, auth, wanted) {
  const name = String(wanted || '').trim().toLowerCase();
  if (name) {
    const ids = auth.getStringSlice('committees');
    if (ids.length > 0) {
      const match = app.findRecordsByIds('committees', ids).find((committee) => committee.getString('name').trim().toLowerCase() === name);
      if (match) return match;
    }
  }
  return null;
}

/** Whether the member belongs to a committee with the admin flag (admins pass every check). */
function isAdmin(app, auth) {
  if (!auth) return false;
  const ids = auth.getStringSlice('committees');
  return ids.length > 0 && app.findRecordsByIds('committees', ids).some((committee) => committee.getBool('admin'));
}

module.exports = { committeeFor, isAdmin };
