/// <reference path="../../pb_data/types.d.ts" />
// The largest paint of a member's /evenementen on a phone is the first event card's cover (#32).
// In the browser it is found only at the end of a chain: the shell's code, the registry, the
// events section's code, the events API, and then the picture. The server knows the picture
// when it answers the page: the first event that is not over yet (the list's own query). Named
// in the page's `Link` header, the browser fetches it beside the shell's code and the card's
// <img> finds it ready. Covers are public files (1766300000_event_cover.js), but which event is
// next is a member's to read, so only a valid member's session (the pb_auth cookie a login
// writes) gets the link.

/** The thumb the list's cards show: COVER_THUMB of the events section's events-api.ts. */
const CARD_THUMB = '640x360';

/**
 * The `Link` value preloading the first card's cover for request `e` on the events list of
 * `section` (the registry entry of the page's section), or "" for any other page, a request
 * without a member (`memberOf()`, page-member.js: the events' list rule), or a first event
 * without a cover.
 */
function firstCoverLink(e, section, memberOf) {
  if (!section || section.name !== 'events') return '';
  const path = e.request.url.path.toLowerCase().replace(/\/$/, '');
  // The list's upcoming tab only: the past tab (?tab=afgelopen) starts with another event.
  if (path !== section.prefix.toLowerCase() || e.request.url.query().get('tab')) return '';
  if (!memberOf()) return '';
  try {
    const first = e.app.findRecordsByFilter('events', 'ends >= @now', 'start', 1, 0);
    const cover = first.length > 0 ? first[0].getString('cover') : '';
    if (!cover) return '';
    // By the collection's name, as the card's coverUrl (events-api.ts) writes every cover's address.
    const url = `/api/files/events/${encodeURIComponent(first[0].id)}/${encodeURIComponent(cover)}?thumb=${CARD_THUMB}`;
    // Without `crossorigin`, as the <img> asks for it, so the <img> takes the preloaded answer.
    return `<${url}>; rel=preload; as=image; fetchpriority=high`;
  } catch (error) {
    return ''; // no events collection yet: the page loads as before
  }
}

module.exports = { firstCoverLink };
