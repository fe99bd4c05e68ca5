/// <reference path="../../pb_data/types.d.ts" />
// Places that admins make for new sections on /secties (#35 item 6): a section's name, where it
// will live (menu name, path, order) and the committee that releases it, in the site's data
// (`section_places`). The permission table's SECTION_RELEASES says who releases the six
// sections the site started with; for any other section the committee of its place does,
// besides admins. So a new committee gets a section of its own without a code change,
// `generate:access` or a step on the server.

const NAME = /^[a-z][a-z0-9-]{0,39}$/;
const ID = /^[a-z0-9]{15}$/;
/** How PocketBase reports a unique index a save broke: its check before the write, or SQLite's. */
const UNIQUE = /must be unique|UNIQUE constraint failed/i;

/** The release checks shared with the release command (section-bundle.cjs): the names the site keeps. */
function bundle() {
  return require(`${__hooks}/../node_modules/@tjas/deploy/src/section-bundle.cjs`);
}

/** The place made for section `name`, or null. */
function placeFor(app, name) {
  try {
    return app.findFirstRecordByData('section_places', 'name', name);
  } catch (error) {
    return null;
  }
}

/**
 * The place made for section `name` when it still says where the section goes: until its first
 * release went live. A section that was on the site and was taken off by an admin stays off until
 * an admin puts it back, whatever its committee uploads; its place still says who releases it.
 */
function firstPlaceFor(app, name) {
  const record = placeFor(app, name);
  return record && !require(`${__hooks}/lib/section-store.js`).lastVersion(app, name) ? record : null;
}

/** Where a place says its section lives: { label, prefix, order }. */
function placeOfRecord(record) {
  return {
    label: record.getString('label'),
    prefix: record.getString('prefix'),
    order: record.get('order') === null || record.get('order') === undefined ? undefined : record.getInt('order'),
  };
}

/**
 * The rule that releases a section with place `record`: admins (`adminRule`, from the generated
 * access data) or an active member of the place's committee. The id is checked before it goes
 * into the rule.
 */
function releaseRule(adminRule, record) {
  const committee = record.getString('committee');
  if (!ID.test(committee)) return adminRule;
  const member = '@request.auth.id != "" && @request.auth.collectionName = "users" && @request.auth.inactive = false';
  return `(${adminRule}) || (${member} && @request.auth.committees.id ?= "${committee}")`;
}

/** The name of the committee that releases a section with place `record` ('' when it is gone). */
function committeeName(app, record) {
  try {
    return app.findRecordById('committees', record.getString('committee')).getString('name');
  } catch (error) {
    return '';
  }
}

/**
 * The new place a request asks for ({ name, label, prefix, order, committee }, all required), checked: a free
 * name that is none of the sections the permission table names, not on the site and without a
 * place already; a place no other section or page of the site has (`placeProblems` of
 * section-releases.js); an existing committee. Returns { place, committee } or { problems }.
 */
function checkNewPlace(app, body, sectionReleases, placeProblems) {
  const text = (value) => (typeof value === 'string' ? value.trim() : '');
  const name = text(body.name);
  const problems = [];
  if (!NAME.test(name)) {
    problems.push(
      'Geef de sectie een naam ("name") van kleine letters, cijfers of streepjes, die met een letter begint (hoogstens 40 tekens), zoals de map remotes/<naam>.'
    );
  } else if (bundle().RESERVED_NAMES.indexOf(name) >= 0) {
    problems.push(bundle().reservedName(name));
  } else if (Object.prototype.hasOwnProperty.call(sectionReleases, name)) {
    problems.push(`Sectie "${name}" is een van de vaste secties van de site; wie haar uitbrengt staat al vast.`);
  } else if (placeFor(app, name)) {
    problems.push(`Er is al een plaats voor sectie "${name}".`);
  } else if (app.findRecordsByFilter('sections', 'name = {:name}', '', 1, 0, { name }).length > 0) {
    problems.push(`Sectie "${name}" staat al op de site; kies een andere naam.`);
  }
  const place = { label: text(body.label), prefix: text(body.prefix) };
  // Always given: a number field without a value is 0 in PocketBase, which would put the new
  // section first in the menu, as the site's start page.
  if (body.order === undefined || body.order === null || body.order === '')
    problems.push('Geef de sectie een plek in het menu ("order"): een heel getal, lager staat eerder.');
  else place.order = body.order;
  problems.push(...placeProblems(app, name, place));
  const committeeId = text(body.committee);
  let committee = null;
  if (ID.test(committeeId)) {
    try {
      committee = app.findRecordById('committees', committeeId);
    } catch (error) {
      committee = null;
    }
  }
  if (!committee)
    problems.push(
      require(`${__hooks}/../node_modules/@tjas/schema/src/rules/section-places.cjs`).SECTION_PLACE_MESSAGES.committee
    );
  if (problems.length > 0) return { problems };
  return { place: Object.assign({ name }, place), committee };
}

/**
 * Saves a checked place (`checkNewPlace`) as the admin `byName`: { record }, or { conflict } when
 * another admin took its name or path meanwhile. A storage fault is thrown as its Dutch 503.
 */
function createPlace(app, place, committee, byName) {
  const record = new Record(app.findCollectionByNameOrId('section_places'));
  record.load({
    name: place.name,
    label: place.label,
    prefix: place.prefix,
    order: place.order,
    committee: committee.id,
    createdByName: byName,
  });
  try {
    app.save(record);
  } catch (error) {
    // Two admins at once: the unique indexes on name and prefix keep one of them. Anything else
    // (a full disk, ...) is not that, and gets its own answer (storage-faults.js) or PocketBase's.
    if (UNIQUE.test(String(error))) return { conflict: true };
    throw require(`${__hooks}/lib/storage-faults.js`).explain(app, 'POST /api/tjas/secties', error);
  }
  return { record };
}

/**
 * Keeps a section's place in step with where it lives once it is on the site (inside the
 * caller's transaction `txApp`): a path an admin moved the section away from is free again.
 */
function followPlace(txApp, state) {
  const record = placeFor(txApp, state.name);
  if (!record) return;
  const current = placeOfRecord(record);
  if (current.label === state.label && current.prefix === state.prefix && current.order === state.order) return;
  record.set('label', state.label);
  record.set('prefix', state.prefix);
  record.set('order', state.order === undefined ? null : state.order);
  txApp.save(record);
}

/**
 * Removes the place made for section `name`, when no version of it is live: its path is free again
 * and its committee no longer releases it. Returns '' or why not (Dutch), with the status. Inside
 * one transaction, so a release that puts the section live at the same time is not overtaken.
 */
function removePlace(app, name) {
  let outcome = { status: 200, problem: '' };
  try {
    app.runInTransaction((txApp) => {
      const place = placeFor(txApp, name);
      if (!place) {
        outcome = { status: 404, problem: `Er is geen plaats voor sectie "${name}".` };
        return;
      }
      if (txApp.findRecordsByFilter('sections', 'name = {:name}', '', 1, 0, { name }).length > 0) {
        outcome = {
          status: 409,
          problem: `Sectie "${name}" staat op de site. Haal haar eerst van de site; dan kun je haar plaats verwijderen.`,
        };
        return;
      }
      txApp.delete(place);
    });
  } catch (error) {
    throw require(`${__hooks}/lib/storage-faults.js`).explain(app, `DELETE /api/tjas/secties/${name}/plaats`, error);
  }
  return outcome;
}

module.exports = {
  checkNewPlace,
  committeeName,
  createPlace,
  firstPlaceFor,
  followPlace,
  placeFor,
  placeOfRecord,
  releaseRule,
  removePlace,
};
