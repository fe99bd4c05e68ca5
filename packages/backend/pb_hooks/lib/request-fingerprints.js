/// <reference path="../../pb_data/types.d.ts" />
// Fingerprints of record creations, to recognise a double submit (see duplicate-submits.pb.js).

/** How long an identical creation counts as the same submit. */
const WINDOW_MS = 10000;
/** The answer to the second of two identical submits. */
const DUPLICATE_MESSAGE = 'Dit is zojuist al verstuurd en één keer opgeslagen.';

/**
 * Collections whose records are unique by themselves or that a member creates, removes and
 * creates again on purpose: a sign-up (one per member and event; signing out and in again is
 * allowed), a member account (one per e-mail address) and a picture in a post's text (the same
 * picture twice in one post is a writer's choice; an unused one is removed after a day).
 */
const EXEMPT = ['signups', 'users', 'news_images'];

/** Body keys that are no field but that hooks read (sign on behalf of a committee, answers). */
const HOOK_KEYS = ['on_behalf_of', 'answers'];

function applies(collectionName) {
  return EXEMPT.indexOf(collectionName) < 0;
}

/**
 * The collections duplicate-submits.pb.js watches: those a member creates records in (a create
 * rule in the permission table, generated/access.json), less the exempt ones. Only a maintainer
 * creates elsewhere, and a maintainer's creations are not fingerprinted. Registered for these
 * only, the hook no longer holds a pooled JavaScript runtime through every other save (a sign-up,
 * the most frequent creation, is exempt).
 */
function collections() {
  const { rules } = require(`${__hooks}/lib/access.js`).readAccess();
  const names = Object.keys(rules).filter((name) => rules[name].createRule !== null && applies(name));
  // Registered with no collection at all, the hook would run for every collection.
  if (names.length === 0) throw new Error('Geen collecties voor de dubbele-verzendcontrole in generated/access.json');
  return names;
}

/**
 * The body as one text, keys in a fixed order. PocketBase has already turned some values into
 * its own types (a date is a DateTime object by now): PocketBase's toString gives each value's
 * text, and JSON for lists and objects.
 */
function canonical(values) {
  return Object.keys(values)
    .sort()
    .map((key) => `${JSON.stringify(key)}=${JSON.stringify(toString(values[key]))}`)
    .join('\n');
}

/**
 * Who sent what to which collection: the body's values, and each uploaded file's original name
 * and size (the body holds uploads under a random stored name, so they are left out of it).
 */
function of(memberId, collectionName, body, record) {
  const values = {};
  const files = [];
  for (const field of record.collection().fields) {
    if (field.type() !== 'file') continue;
    for (const file of record.getUnsavedFiles(field.getName()))
      files.push(`${field.getName()}:${file.originalName}:${file.size}`);
  }
  for (const key of Object.keys(body || {})) {
    const field = record.collection().fields.getByName(key.replace(/[+-]$/, ''));
    // The record's own fields, and what hooks read from the body besides them; a key nothing
    // reads does not make a form a different one.
    if (field ? field.type() !== 'file' : HOOK_KEYS.indexOf(key) >= 0) values[key] = body[key];
  }
  return $security.sha256(`${memberId}\n${collectionName}\n${canonical(values)}\n${files.join('\n')}`);
}

/** Takes the fingerprint; false when an identical creation took it within the window. */
function claim(app, fingerprint, now) {
  app
    .db()
    .newQuery('DELETE FROM request_fingerprints WHERE created < {:before}')
    .bind({ before: now - WINDOW_MS })
    .execute();
  const result = app
    .db()
    .newQuery('INSERT OR IGNORE INTO request_fingerprints (fingerprint, created) VALUES ({:fingerprint}, {:now})')
    .bind({ fingerprint, now })
    .execute();
  return result.rowsAffected() === 1;
}

function release(app, fingerprint) {
  app
    .db()
    .newQuery('DELETE FROM request_fingerprints WHERE fingerprint = {:fingerprint}')
    .bind({ fingerprint })
    .execute();
}

/**
 * Runs `work` once for a submit with `fingerprint` (a route's own: who sent what where); an
 * identical one within the window gets the 409 of a double submit. A failed `work` gives the
 * fingerprint back, so the corrected or same form may be sent again at once.
 */
function once(app, fingerprint, work) {
  if (!claim(app, fingerprint, Date.now())) throw new ApiError(409, DUPLICATE_MESSAGE);
  // try/finally rather than catch and rethrow, so the failure reaches the member unchanged.
  let done = false;
  try {
    const result = work();
    done = true;
    return result;
  } finally {
    if (!done) release(app, fingerprint);
  }
}

module.exports = { DUPLICATE_MESSAGE, applies, claim, collections, of, once, release };
