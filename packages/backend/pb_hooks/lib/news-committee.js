/// <reference path="../../pb_data/types.d.ts" />
// The committee a news post or a picture for one is added in the name of (#32): one of the
// member's own committees that may publish (the Mediacommissie, the Redactie; an admin's own
// committee), named in the request's `on_behalf_of` or else the first. That committee edits and
// deletes it afterwards (the update and delete rules from the permission table). The choice is
// the shared rule of @tjas/schema/src/rules/news.cjs, as the media section's form makes it.

/**
 * The publishing committee (a record) of the request's member, with its name; throws a Dutch
 * 400 on `on_behalf_of` when the member names none of theirs.
 */
function publishingCommitteeFor(e) {
  const news = require(`${__hooks}/../node_modules/@tjas/schema/src/rules/news.cjs`);
  const ids = e.auth.getStringSlice('committees');
  const mine = (ids.length > 0 ? e.app.findRecordsByIds('committees', ids) : []).map((record) => ({
    record,
    name: record.getString('name'),
    key: record.getString('key'),
    admin: record.getBool('admin'),
  }));
  const { permissionCommittees } = require(`${__hooks}/lib/access.js`);
  const chosen = news.publishingCommittee(
    mine,
    permissionCommittees('publishNews'),
    e.requestInfo().body['on_behalf_of']
  );
  if (!chosen) {
    throw new BadRequestError(news.NEWS_MESSAGES.committee, {
      on_behalf_of: new ValidationError('invalid_committee', news.NEWS_MESSAGES.committee),
    });
  }
  return chosen;
}

module.exports = { publishingCommitteeFor };
