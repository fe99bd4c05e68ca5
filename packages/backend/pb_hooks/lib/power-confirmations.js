/// <reference path="../../pb_data/types.d.ts" />
// Power needs a person, per change (as a sudo mode bound to the one change). Code in a member's
// page runs with their session, so a session alone may not grant power: adding a member to a
// committee, making an account active again, approving a release, placing a section or taking
// it off the site each need a confirmation that the acting member got by entering their password
// for exactly that change, within the last minute, used once. The shell asks for the password in
// a dialog of its own that shows the server's description of the change (never a text a section
// supplies). Taking power away (a member out of a committee, deactivating) needs none.

/** How long a confirmation may be used after the password was given. */
const VALID_MS = 60 * 1000;
/** The request header that carries a confirmation. */
const HEADER = 'X-Tjas-Bevestiging';
const ID = /^[a-z0-9]{15}$/;

/** Text the request sent ('' for anything else): a member's input is never converted blindly. */
function asText(value) {
  return typeof value === 'string' ? value : '';
}

function findRecord(app, collection, id) {
  try {
    return app.findRecordById(collection, id);
  } catch (error) {
    return null;
  }
}

function ids(value) {
  return Array.isArray(value)
    ? value
        .map(String)
        .filter((id) => ID.test(id))
        .sort()
    : [];
}

function committeeNames(app, list) {
  return list.map((id) => {
    const committee = findRecord(app, 'committees', id);
    return committee ? committee.getString('name') : id;
  });
}

function memberName(app, id) {
  const member = findRecord(app, 'users', id);
  return member ? member.getString('name') || member.getString('username') : '';
}

/**
 * The change in the one form the server compares (its fields, in a fixed order) and its Dutch
 * description, written from the site's own data; or { problem } for a change this is not.
 */
function normalise(app, change) {
  const kind = change && typeof change === 'object' ? change.kind : '';
  if (kind === 'lid') {
    const member = asText(change.member);
    const name = memberName(app, member);
    const add = ids(change.add);
    const reactivate = change.reactivate === true;
    if (!name || (add.length === 0 && !reactivate))
      return { problem: 'Deze wijziging van een lid geeft geen rechten.' };
    const parts = [];
    if (reactivate) parts.push(`${name} weer actief maken`);
    if (add.length > 0) parts.push(`${name} toevoegen aan ${committeeNames(app, add).join(', ')}`);
    return { change: { kind, member, add, reactivate }, description: parts.join(' en ') };
  }
  if (kind === 'nieuw-lid') {
    const email = asText(change.email).trim().toLowerCase();
    const add = ids(change.add);
    if (!email || add.length === 0) return { problem: 'Een nieuw lid zonder commissies heeft geen bevestiging nodig.' };
    return {
      change: { kind, email, add },
      description: `Nieuw lid ${email} toevoegen aan ${committeeNames(app, add).join(', ')}`,
    };
  }
  const section = asText(change && change.section);
  if (!/^[a-z][a-z0-9-]{0,39}$/.test(section)) return { problem: 'Onbekende wijziging.' };
  if (kind === 'release-goedkeuren') {
    const version = asText(change.version);
    const submission = asText(change.submission);
    const release = ID.test(submission) ? findRecord(app, 'section_releases', submission) : null;
    if (!version || !release || release.getString('section') !== section || release.getString('version') !== version)
      return { problem: 'Welke release keur je goed? Die wacht niet op controle.' };
    return {
      change: { kind, section, version, submission },
      description: `Versie ${version} van sectie "${section}", uitgebracht door ${release.getString('releasedByName')}, goedkeuren en live zetten voor alle leden`,
    };
  }
  if (kind === 'sectie-plaats') {
    const label = asText(change.label);
    const prefix = asText(change.prefix);
    const order = Number.isInteger(change.order) ? change.order : null;
    const version = asText(change.version);
    return {
      change: { kind, section, label, prefix, order, version },
      description: `Sectie "${section}"${version ? ` (versie ${version})` : ''} op de site zetten als "${label}" op ${prefix}${order === null ? '' : `, volgorde ${order}`}`,
    };
  }
  if (kind === 'sectie-aanmaken') {
    const label = asText(change.label);
    const prefix = asText(change.prefix);
    const order = Number.isInteger(change.order) ? change.order : null;
    const committee = asText(change.committee);
    const found = ID.test(committee) ? findRecord(app, 'committees', committee) : null;
    if (!found) return { problem: 'Welke commissie brengt de sectie uit? Die bestaat niet.' };
    return {
      change: { kind, section, label, prefix, order, committee },
      description: `Nieuwe sectie "${section}" maken als "${label}" op ${prefix}${order === null ? '' : `, volgorde ${order}`}, uit te brengen door de ${found.getString('name')}`,
    };
  }
  if (kind === 'sectie-plaats-verwijderen') {
    return {
      change: { kind, section },
      description: `De plaats voor sectie "${section}" verwijderen: het pad komt vrij en haar commissie brengt haar niet meer uit`,
    };
  }
  if (kind === 'sectie-weghalen') {
    return { change: { kind, section }, description: `Sectie "${section}" van de site halen voor alle leden` };
  }
  return { problem: 'Onbekende wijziging.' };
}

/**
 * Whether the member of request `e` may make changes of this kind at all: members' rights for
 * who manages members, approvals for who releases the section, places for admins. Nobody else
 * learns how a change would read (a deactivated member's name, a waiting release).
 */
function mayAsk(e, change) {
  const access = require(`${__hooks}/lib/access.js`);
  const kind = change && change.kind;
  if (kind === 'lid' || kind === 'nieuw-lid') return access.holds(e.app, e, 'manageMembers', e.auth);
  const releases = require(`${__hooks}/lib/section-releases.js`);
  const section = asText(change && change.section);
  if (kind === 'release-goedkeuren') return !releases.releaser(e, section).refusal;
  return releases.byAdmin(e);
}

/** How `change` reads, for the shell's dialog; refused (403) to who may not make it. */
function describe(e, change) {
  if (!mayAsk(e, change)) throw new ForbiddenError('Deze wijziging mag je niet maken.');
  const normal = normalise(e.app, change);
  if (normal.problem) throw new BadRequestError(normal.problem);
  return normal.description;
}

/**
 * A confirmation of `change` for the member of request `e`, who gives their `password`: counted
 * against the login limit (a way to try a password), refused when wrong. Returns the record.
 */
function issue(e, change, password) {
  if (!mayAsk(e, change)) throw new ForbiddenError('Deze wijziging mag je niet maken.');
  const normal = normalise(e.app, change);
  if (normal.problem) throw new BadRequestError(normal.problem);
  require(`${__hooks}/lib/attempt-limits.js`).countAttempt(e, 'confirmation', '*:authWithPassword');
  if (typeof password !== 'string' || !e.auth.validatePassword(password)) {
    throw new BadRequestError('Dat wachtwoord klopt niet.', {
      password: new ValidationError('wrong_password', 'Dat wachtwoord klopt niet.'),
    });
  }
  const record = new Record(e.app.findCollectionByNameOrId('power_confirmations'));
  record.set('user', e.auth.id);
  record.set('change', JSON.stringify(normal.change));
  record.set('description', normal.description);
  record.set('expires', new DateTime(new Date(Date.now() + VALID_MS).toISOString()));
  e.app.save(record);
  return record;
}

/**
 * The confirmation request `e` carries for `change`, marked used; throws a Dutch 403 when there
 * is none that fits: another change, another member, used before or too old. The maintainer (a
 * superuser) needs none: whoever has those credentials has the server.
 */
function requireConfirmation(e, change) {
  if (e.hasSuperuserAuth()) return null;
  const normal = normalise(e.app, change);
  const refuse = (why) => {
    throw new ForbiddenError(`${why} Bevestig met je wachtwoord: ${normal.description || 'deze wijziging'}.`, {
      confirmation: new ValidationError('confirmation_required', normal.description || ''),
    });
  };
  // requestInfo's headers are lower case with `_` for `-`, in every kind of request event.
  const id = String(e.requestInfo().headers[HEADER.toLowerCase().replace(/-/g, '_')] || '');
  const record = ID.test(id) ? findRecord(e.app, 'power_confirmations', id) : null;
  if (!record || !e.auth || record.getString('user') !== e.auth.id) refuse('Deze wijziging geeft rechten.');
  if (record.getString('used')) refuse('Die bevestiging is al gebruikt.');
  if (record.getDateTime('expires').time().unixMilli() < Date.now()) refuse('Die bevestiging is verlopen.');
  if (normal.problem || record.getString('change') !== JSON.stringify(normal.change))
    refuse('Die bevestiging hoort bij een andere wijziging.');
  // Used once: of two requests with the same confirmation at once, only one marks it.
  const marked = e.app
    .db()
    .newQuery("UPDATE power_confirmations SET used = {:now} WHERE id = {:id} AND used = ''")
    .bind({ now: new DateTime().string(), id: record.id })
    .execute();
  if (marked.rowsAffected() !== 1) refuse('Die bevestiging is al gebruikt.');
  return record;
}

/**
 * The committees among `list` that exist: only those grant rights. An id of nothing is left to
 * PocketBase's own validation, which refuses it with a field error.
 */
function existingCommittees(app, list) {
  const wanted = ids(list);
  if (wanted.length === 0) return [];
  return app
    .findRecordsByIds('committees', wanted)
    .map((committee) => committee.id)
    .sort();
}

/** Removes confirmations that can no longer be used (run by a job). */
function removeExpired(app) {
  const old = new DateTime(new Date(Date.now() - VALID_MS).toISOString());
  app.db().newQuery('DELETE FROM power_confirmations WHERE expires < {:old}').bind({ old: old.string() }).execute();
}

module.exports = { describe, existingCommittees, HEADER, issue, normalise, removeExpired, requireConfirmation };
