/// <reference path="../../pb_data/types.d.ts" />
// committeeFor on the server: the member's committee named `wanted` (trimmed, any case), else
// their username. The same rule as committeeFor in @tjas/auth.

function committeeFor(app, auth, wanted) {
  const name = String(wanted || '')
    .trim()
    .toLowerCase();
  if (name) {
    const ids = auth.getStringSlice('committees');
    if (ids.length > 0) {
      const match = app
        .findRecordsByIds('committees', ids)
        .find((committee) => committee.getString('name').trim().toLowerCase() === name);
      if (match) return match;
    }
  }
  return null;
}

module.exports = { committeeFor };
