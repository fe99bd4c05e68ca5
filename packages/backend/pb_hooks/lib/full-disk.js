/// <reference path="../../pb_data/types.d.ts" />
// A full disk: SQLite answers "database or disk is full", a file write "no space left on
// device". PocketBase reports both as its generic 400 "Failed to create record." (or a 500),
// which tells a member nothing and leaves no trace for the maintainer (its request log is on the
// same full disk). Such a failure becomes one Dutch 503 (nothing was saved, try again later; the
// form keeps what was typed) and one line on standard error, which the journal keeps. Nothing is
// half-saved: the write's transaction was rolled back before this runs.

const FULL = /database or disk is full|no space left on device/i;

const MESSAGE = 'De site kan nu niets opslaan: de schijf van de server is vol. Er is niets bewaard; probeer het later opnieuw. De beheerders zien dit op hun statuspagina.';

/** The error's own text and, for PocketBase's API errors, the error it wraps. */
function describe(error) {
  let text = String(error);
  try {
    const raw = error && error.value && typeof error.value.rawData === 'function' ? error.value.rawData() : null;
    if (raw) text += ` (${String(raw)})`;
  } catch (_) {
    // not an API error: its own text is all there is
  }
  return text;
}

function isDiskFull(error) {
  return FULL.test(describe(error));
}

/**
 * What to throw for `error`, raised by `what` (e.g. "POST /api/..."): the Dutch 503 when the disk
 * is full (logged), the error itself otherwise.
 */
function explain(what, error) {
  if (!isDiskFull(error)) return error;
  console.error(`Schijf vol: ${what} is niet opgeslagen: ${describe(error)}`);
  return new ApiError(503, MESSAGE);
}

module.exports = { explain, isDiskFull, MESSAGE };
