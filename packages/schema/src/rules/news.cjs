// Who a news post is published in the name of, shared by the server (pb_hooks/sport-media.pb.js)
// and the media section's form (remotes/media/src/features/news): a post is always by a committee,
// because that committee edits and deletes it afterwards (#32). A member publishes in the name of
// one of their own committees that holds the permission to publish (its keys, from the permission
// table) or that is an admin committee. Plain JavaScript without imports:
// PocketBase's engine requires it as it is, and Node and Vite read it as CommonJS.

const NEWS_MESSAGES = {
  committee: 'Kies namens welke van je commissies je dit bericht publiceert.',
};

/**
 * The member's committees they may publish news in the name of, in their own order: those that
 * hold the permission, and admin committees. An admin who is also in another committee does not
 * publish in its name: that committee would then edit and delete the post without the right to
 * publish.
 */
function publishingCommittees(committees, publishKeys) {
  return committees.filter((committee) => committee.admin || publishKeys.indexOf(committee.key) >= 0);
}

/**
 * The committee a post is published in the name of: the one named `wanted` (by name, trimmed, any
 * case) among those the member may publish for; without a name the first of them; null when
 * the name is not one of them (or the member has none).
 */
function publishingCommittee(committees, publishKeys, wanted) {
  const allowed = publishingCommittees(committees, publishKeys);
  const name = String(wanted === null || wanted === undefined ? '' : wanted)
    .trim()
    .toLowerCase();
  if (!name) return allowed[0] || null;
  for (const committee of allowed) if (committee.name.trim().toLowerCase() === name) return committee;
  return null;
}

module.exports = { NEWS_MESSAGES, publishingCommittee, publishingCommittees };
