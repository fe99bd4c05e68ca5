/// <reference path="../../pb_data/types.d.ts" />
// Writes that fail because the storage fails, not because of what a member sent: a full disk
// (SQLite: "database or disk is full", a file: "no space left on device") and a files store on S3
// that does not answer. PocketBase reports these as its generic 400 "Failed to create record."
// (or a 500), which tells a member nothing and leaves no trace for the maintainer (its request
// log may be on the same full disk). Such a failure becomes one Dutch 503 (nothing was saved, try
// again later; the form keeps what was typed) and one line on standard error, which the journal
// keeps. Nothing is half-saved: the write's transaction was rolled back before this runs.

const DISK_FULL = /database or disk is full|no space left on device/i;
/**
 * Network failures of PocketBase's S3 client (its requests are plain HTTP). A store that went away
 * while the client kept an idle connection to it fails the next upload on that connection ("EOF",
 * "broken pipe", "server closed idle connection"): Go's client does not retry a PUT elsewhere.
 */
const UNREACHABLE =
  /dial tcp|connection refused|connection reset|broken pipe|server closed idle connection|\bEOF\b|i\/o timeout|no such host|tls: |context deadline exceeded/i;

const LATER = 'Er is niets bewaard; probeer het later opnieuw. De beheerders zien dit op hun statuspagina.';
const DISK_FULL_MESSAGE = `De site kan nu niets opslaan: de schijf van de server is vol. ${LATER}`;
const FILES_MESSAGE = `De opslag van bestanden is nu niet bereikbaar. ${LATER}`;

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

/** Which storage failed, as [journal word, Dutch message], or null for any other error. */
function fault(app, text) {
  if (DISK_FULL.test(text)) return ['Schijf vol', DISK_FULL_MESSAGE];
  const s3 = app.settings().s3;
  // Only an error about the files store's own address: other hooks reach other servers too.
  const host = s3.endpoint.replace(/^https?:\/\//, '').replace(/\/.*$/, '');
  if (s3.enabled && host && text.includes(host) && UNREACHABLE.test(text))
    return ['Bestandsopslag onbereikbaar', FILES_MESSAGE];
  return null;
}

/**
 * What to throw for `error`, raised by `what` (e.g. "POST /api/..."): the Dutch 503 when the
 * storage failed (logged), the error itself otherwise.
 */
function explain(app, what, error) {
  const text = describe(error);
  const found = fault(app, text);
  if (!found) return error;
  console.error(`${found[0]}: ${what} is niet opgeslagen: ${text}`);
  return new ApiError(503, found[1]);
}

module.exports = { explain };
