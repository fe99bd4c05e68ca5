/// <reference path="../../pb_data/types.d.ts" />
// The audit trail of member administration: who changed which member, what, and when.

function committeeNames(app, ids) {
  if (!ids || ids.length === 0) return [];
  return app.findRecordsByIds('committees', ids).map((committee) => committee.getString('name'));
}

/** A Dutch summary of what an admin changed on a member, or '' when nothing worth recording changed. */
function describeChange(app, before, after) {
  const parts = [];
  const was = committeeNames(app, before.getStringSlice('committees'));
  const now = committeeNames(app, after.getStringSlice('committees'));
  const added = now.filter((name) => was.indexOf(name) < 0);
  const removed = was.filter((name) => now.indexOf(name) < 0);
  if (added.length > 0) parts.push('toegevoegd aan ' + added.join(', '));
  if (removed.length > 0) parts.push('verwijderd uit ' + removed.join(', '));
  if (before.getBool('inactive') !== after.getBool('inactive'))
    parts.push(after.getBool('inactive') ? 'gedeactiveerd' : 'weer actief gemaakt');
  if (before.getString('name') !== after.getString('name'))
    parts.push(`naam gewijzigd van "${before.getString('name')}" in "${after.getString('name')}"`);
  return parts.join('; ');
}

/** Records a change; `confirmation` is the password confirmation it was made with, when it granted power. */
function record(app, actorId, memberId, summary, confirmation) {
  const change = new Record(app.findCollectionByNameOrId('member_changes'));
  change.set('actor', actorId || '');
  change.set('member', memberId);
  change.set('summary', summary);
  change.set('confirmation', confirmation ? confirmation.id : '');
  app.save(change);
}

module.exports = { describeChange, record };
