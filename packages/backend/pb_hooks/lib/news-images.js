/// <reference path="../../pb_data/types.d.ts" />
// Pictures uploaded for news posts (#32) that no text uses: the editor uploads a picture as soon
// as it is chosen, so a post that is never saved, or a picture taken out again, leaves one
// behind. A job removes those after a day (the day leaves room for a post still being written).
// A picture counts as used while any post's or media page's body names its record (rich text
// keeps only this collection's file addresses: @tjas/schema/src/rules/rich-text.cjs).

/** How long an unused picture is kept: a post being written may still take it in. */
const KEEP_UNUSED_MS = 24 * 60 * 60 * 1000;
/** The rich-text fields that may show a news picture. */
const BODIES = [
  { collection: 'news_posts', field: 'body' },
  { collection: 'media_pages', field: 'body' },
];
/** Read this many at a time, oldest first. */
const BATCH = 200;
/** At most this many old pictures looked at per run (the next run looks again): a run stays short. */
const MAX_LOOKED = 5000;

/** Whether some body names the picture's record (its address holds `/<id>/`). */
function isUsed(app, id) {
  for (const body of BODIES) {
    // $dbx.like escapes LIKE's wildcards and looks for the text anywhere in the field.
    if (app.countRecords(body.collection, $dbx.like(body.field, `/${id}/`)) > 0) return true;
  }
  return false;
}

/**
 * Removes the pictures older than a day that no body uses (record and file); returns how many.
 * Used pictures stay old for ever, so the job reads past them page by page: reading only the
 * oldest page would find nothing to remove once that page were all in use.
 */
function removeUnused(app, now) {
  const before = new DateTime(new Date((now || Date.now()) - KEEP_UNUSED_MS).toISOString()).string();
  let removed = 0;
  let offset = 0;
  for (let looked = 0; looked < MAX_LOOKED;) {
    const page = app.findRecordsByFilter('news_images', 'created < {:before}', 'created,id', BATCH, offset, {
      before,
    });
    let kept = 0;
    for (const record of page) {
      if (isUsed(app, record.id)) kept++;
      else {
        app.delete(record);
        removed++;
      }
    }
    looked += page.length;
    if (page.length < BATCH) break;
    // What was removed no longer counts in the offset; what was kept does.
    offset += kept;
  }
  if (removed > 0) app.logger().info('Ongebruikte nieuwsafbeeldingen verwijderd', 'aantal', removed);
  return removed;
}

module.exports = { KEEP_UNUSED_MS, isUsed, removeUnused };
