// Seasons and association years run from 1 July to 30 June, in Amsterdam: a race at 00:30 on
// 1 July (22:30 UTC on 30 June) belongs to the new season. 1 July always falls in summer time
// (UTC+2), so Amsterdam's calendar month at the edge is the UTC month two hours later. Required by
// the hooks (a result's season in sport-media.pb.js, the year of board interest in
// board-actief.pb.js) and imported by the sport section (lib/season.ts), so both count alike.
// Plain JavaScript without imports: PocketBase's engine requires it as it is.

const SUMMER_OFFSET_MS = 2 * 60 * 60 * 1000;

/** "2025-2026" for a moment (milliseconds) in the season that starts in July 2025. */
function seasonOf(ms) {
  const amsterdam = new Date(ms + SUMMER_OFFSET_MS);
  const first = amsterdam.getUTCMonth() >= 6 ? amsterdam.getUTCFullYear() : amsterdam.getUTCFullYear() - 1;
  return `${first}-${first + 1}`;
}

module.exports = { seasonOf };
