// The rules of the sport section's records that the server (pb_hooks/sport-media.pb.js) and the
// forms (remotes/sport/src/features/sport/lib/*-draft.ts) share, with their Dutch messages: written
// once, so a form shows the server's own sentence. Plain JavaScript without imports: PocketBase's
// engine requires it as it is, and Node and Vite read it as CommonJS.

const SPORT_MESSAGES = {
  resultDateMissing: 'Vul de datum van de wedstrijd in.',
  resultInFuture: 'Een uitslag kan niet in de toekomst liggen.',
  moreAvailableThanTotal: 'Er kunnen niet meer stuks beschikbaar zijn dan er zijn.',
  videoWithoutSource: 'Geef een link naar de video of upload een videobestand.',
};

/**
 * What is wrong with a result's date, or null. `date` and `latest` are values of one kind that
 * compare in time order: the server passes times in ms (and allows a day for time zones), the form
 * yyyy-mm-dd days (and today in Amsterdam). `date` is null or '' when missing or unreadable.
 */
function resultDateError(date, latest) {
  if (date === null || date === undefined || date === '') return SPORT_MESSAGES.resultDateMissing;
  return date > latest ? SPORT_MESSAGES.resultInFuture : null;
}

/** What is wrong with a piece of material's counts, or null: never more available than there are. */
function materialCountError(total, available) {
  return available > total ? SPORT_MESSAGES.moreAvailableThanTotal : null;
}

/** What is wrong with a video's source, or null: it needs a link or an uploaded file. */
function videoSourceError(hasLink, hasFile) {
  return hasLink || hasFile ? null : SPORT_MESSAGES.videoWithoutSource;
}

module.exports = { SPORT_MESSAGES, materialCountError, resultDateError, videoSourceError };
