/// <reference path="../pb_data/types.d.ts" />
// Section releases through the site itself: a member whose committee may release a section
// (the permission table's SECTION_RELEASES) uploads a build, the server checks it, stores it as
// an immutable version and switches the registry to it in one transaction; rollbacks go back to
// an earlier version and its origin. The registry the shell reads (/remotes.json) and the
// section files (/sections/...) are served from the site's data, so a build or restart of the
// shell never changes which version of a section is live.

// The registry, made from the `sections` collection: public like the shell's own files, and
// revalidated on every load (lib/page-headers.js), so a switch is seen on the next page load.
routerAdd('GET', '/remotes.json', (e) => {
  return e.json(200, require(`${__hooks}/lib/section-store.js`).registry(e.app, { mfManifests: true }));
});

// The released versions, as immutable folders. A missing file is a 404, never the app's page.
// Section files are code, styles and images that pages load; none is ever a page itself: opened
// as a document, any of them (an SVG, say) runs in a sandbox without script or requests.
routerAdd('GET', '/sections/{path...}', (e) => {
  const store = require(`${__hooks}/lib/section-store.js`);
  e.response.header().set('Content-Security-Policy', "default-src 'none'; sandbox");
  return $apis.static($os.dirFS(store.sectionsDir(e.app)), false)(e);
});

// What an interrupted release left behind is removed before the site answers anything. The log
// says which versions were accepted, so pending migrations run first (as in access-rules.pb.js;
// `serve` then finds none).
onBootstrap((e) => {
  e.next();
  e.app.runAllMigrations();
  const removed = require(`${__hooks}/lib/section-store.js`).removeLeftovers(e.app);
  if (removed.length > 0) e.app.logger().info('Section leftovers removed', 'versions', removed.join(', '));
});

routerAdd(
  'POST',
  '/api/tjas/secties/{name}/uitbrengen',
  (e) => {
    const releases = require(`${__hooks}/lib/section-releases.js`);
    const review = require(`${__hooks}/lib/section-review.js`);
    const store = require(`${__hooks}/lib/section-store.js`);
    const name = e.request.pathValue('name');
    const releaser = releases.releaser(e, name);
    if (releaser.refusal) return releases.refuse(e, releaser.status, releaser.refusal);

    let meta;
    try {
      meta = JSON.parse(e.request.formValue('release') || '{}');
      if (!meta || typeof meta !== 'object' || Array.isArray(meta)) throw new Error('geen object');
    } catch (error) {
      return releases.refuse(e, 400, ['Het veld "release" is geen geldige JSON.']);
    }
    const upload = releases.readUpload(e);
    if (upload.problems.length > 0) return releases.refuse(e, 400, upload.problems);
    const current = releases.currentState(e.app, name);
    const placed = releases.releasePlace(e, name, meta, current);
    const problems = releases.checkRelease(name, meta, upload.files).concat(placed.problems || []);
    if (problems.length > 0) return releases.refuse(e, 400, problems);
    const origin = releases.originOf(meta.origin);
    if (origin.problem) return releases.refuse(e, 400, [origin.problem]);
    const version = releases.asText(meta.version);
    const digest = store.digestOf(upload.files);
    // A version is immutable: the same version with other content is another build, also when
    // the first one was rejected (a reviewer approves the build they read, not a name).
    if (
      store.storedDiffers(e.app, name, version, upload.files) ||
      store.versionDigestDiffers(e.app, name, version, digest)
    ) {
      return releases.refuse(e, 409, [
        `Versie ${version} van "${name}" bestaat al, met een andere build. Geef deze build een eigen versie.`,
      ]);
    }
    if (origin.value) {
      const copyOf = (path) => {
        const file = upload.files.find((candidate) => candidate.path === path);
        return file ? toString(file.bytes) : '';
      };
      const problem = releases.originProblem(e.app, origin.value, name, version, copyOf);
      if (problem) return releases.refuse(e, 400, [problem]);
    }

    const state = Object.assign({ name }, placed.place, {
      version,
      entry: store.entryUrl(name, version, origin.value),
      origin: origin.value,
    });
    if (current && releases.sameState(current, state)) {
      return e.json(200, { section: name, version, entry: state.entry, origin: state.origin, unchanged: true });
    }
    const size = upload.files.reduce((total, file) => total + file.bytes.length, 0);
    const log = {
      action: 'release',
      version,
      entry: state.entry,
      origin: state.origin,
      previousVersion: current ? current.getString('version') : '',
      commit: typeof meta.commit === 'string' ? meta.commit.slice(0, 80) : '',
      size,
      files: upload.files.length,
      releasedBy: releaser.member,
      releasedByName: releaser.name,
      // The place an admin's release asked for (applied when it goes live), or null.
      place: placed.asked,
      digest,
      // Live without a second person only as the maintainer's own release (or on a site with
      // review off): a rollback later goes only to reviewed versions while review is on.
      reviewed: e.hasSuperuserAuth(),
    };
    const answer = {
      section: name,
      version,
      entry: state.entry,
      origin: state.origin,
      size,
      files: upload.files.length,
    };
    const waiting = store.waitingRelease(e.app, name);
    if (review.reviewRequired(e) && waiting && waiting.getString('version') === version)
      return e.json(200, Object.assign(answer, { status: 'review', unchanged: true }));
    // Choosing where a section lives is power: an admin confirms the place with their password,
    // whether the release goes live at once or waits for review. Asked last, once nothing refuses.
    if (placed.asked) {
      require(`${__hooks}/lib/power-confirmations.js`).requireConfirmation(
        e,
        Object.assign({ kind: 'sectie-plaats', section: name, version }, placed.asked)
      );
    }
    const folder = store.writeUpload(e.app, name, upload.files);
    try {
      if (review.reviewRequired(e)) {
        // It replaces the release that waited, if any.
        const submitted = store.recordReview(e.app, name, Object.assign({}, log, { action: 'submit' }), folder);
        return e.json(202, Object.assign(answer, { status: 'review', submission: submitted.id }));
      }
      const { release, pruned } = store.switchTo(e.app, state, log, folder, releases.versionsKept());
      return e.json(201, Object.assign(answer, { releasedAt: release.getString('created'), pruned }));
    } finally {
      store.discard(folder);
    }
  },
  // Refused before it is read when it cannot be a release within the limit (multipart adds a little).
  $apis.bodyLimit((Number($os.getenv('TJAS_SECTION_MAX_MB')) || 5) * 1024 * 1024 + 256 * 1024)
);

routerAdd('POST', '/api/tjas/secties/{name}/terugzetten', (e) => {
  const releases = require(`${__hooks}/lib/section-releases.js`);
  const name = e.request.pathValue('name');
  const releaser = releases.releaser(e, name);
  if (releaser.refusal) return releases.refuse(e, releaser.status, releaser.refusal);
  const body = e.requestInfo().body || {};
  if (body.version !== undefined && body.version !== null && typeof body.version !== 'string')
    return releases.refuse(e, 400, ['"version" hoort tekst te zijn.']);
  const asked = typeof body.version === 'string' ? body.version : '';
  const outcome = require(`${__hooks}/lib/section-rollback.js`).rollBack(
    e.app,
    name,
    asked,
    { member: releaser.member, name: releaser.name },
    { reviewRequired: require(`${__hooks}/lib/section-review.js`).reviewRequired(e) }
  );
  if (!outcome.result) return releases.refuse(e, outcome.status, outcome.problems);
  return e.json(200, outcome.result);
});

// Taking a section off the site is for admins: it removes pages every member uses.
routerAdd('POST', '/api/tjas/secties/{name}/weghalen', (e) => {
  const releases = require(`${__hooks}/lib/section-releases.js`);
  const name = e.request.pathValue('name');
  const remover = releases.releaser(e, name, {
    adminOnly: `Je mag sectie "${name}" niet van de site halen: dat doet alleen een beheerder.`,
  });
  if (remover.refusal) return releases.refuse(e, remover.status, remover.refusal);
  const current = releases.currentState(e.app, name);
  if (!current) return releases.refuse(e, 404, [`Sectie "${name}" staat niet op de site.`]);
  require(`${__hooks}/lib/power-confirmations.js`).requireConfirmation(e, { kind: 'sectie-weghalen', section: name });
  require(`${__hooks}/lib/section-store.js`).remove(e.app, current, {
    releasedBy: remover.member,
    releasedByName: remover.name,
    previousVersion: current.getString('version'),
  });
  return e.json(200, { section: name, version: current.getString('version'), removed: true });
});

// An admin removes a place made for a new section that is not on the site (never released, or
// taken off): its path is free again and its committee no longer releases it. Confirmed with the
// admin's password, as making it is.
routerAdd('DELETE', '/api/tjas/secties/{name}/plaats', (e) => {
  const releases = require(`${__hooks}/lib/section-releases.js`);
  const name = e.request.pathValue('name');
  const admin = releases.releaser(e, name, {
    adminOnly: 'Je mag geen plaats van een sectie verwijderen: dat doet alleen een beheerder.',
  });
  const refuse = (status, problem) => e.json(status, { status, message: problem, data: { problems: [problem] } });
  if (admin.refusal) return refuse(admin.status, admin.refusal.join(' '));
  const places = require(`${__hooks}/lib/section-places.js`);
  if (!places.placeFor(e.app, name)) return refuse(404, `Er is geen plaats voor sectie "${name}".`);
  require(`${__hooks}/lib/power-confirmations.js`).requireConfirmation(e, {
    kind: 'sectie-plaats-verwijderen',
    section: name,
  });
  const outcome = places.removePlace(e.app, name);
  if (outcome.problem) return refuse(outcome.status, outcome.problem);
  return e.json(200, { section: name, removed: true });
});

// Where a section lives on the site (its menu name, path and order) is the site's choice, made by
// an admin: for a section on the site it moves it, for one that was taken off it puts it back
// with a stored version (the newest one it had, unless `version` names another).
routerAdd('POST', '/api/tjas/secties/{name}/plaatsen', (e) => {
  const releases = require(`${__hooks}/lib/section-releases.js`);
  const store = require(`${__hooks}/lib/section-store.js`);
  const name = e.request.pathValue('name');
  const admin = releases.releaser(e, name, {
    adminOnly: `Je mag de plaats van sectie "${name}" niet kiezen: dat doet alleen een beheerder.`,
  });
  if (admin.refusal) return releases.refuse(e, admin.status, admin.refusal);
  const body = e.requestInfo().body || {};
  if (body.version !== undefined && body.version !== null && typeof body.version !== 'string')
    return releases.refuse(e, 400, ['"version" hoort tekst te zijn.']);
  const current = releases.currentState(e.app, name);
  const place = Object.assign(current ? releases.currentPlace(current) : {}, releases.placeOf(body));
  if (body.order === '' || body.order === null) delete place.order;
  const problems = releases.placeProblems(e.app, name, place);
  if (problems.length > 0) return releases.refuse(e, 400, problems);

  let version = current ? current.getString('version') : '';
  let release = null;
  if (!current) {
    const asked = typeof body.version === 'string' && body.version !== '' ? body.version : '';
    version = asked || store.lastVersion(e.app, name);
    if (!version)
      return releases.refuse(e, 404, [`Sectie "${name}" is nooit uitgebracht: breng eerst een versie uit.`]);
    release = store.releaseOf(e.app, name, version);
    if (!release || !store.exists(store.versionDir(e.app, name, version)))
      return releases.refuse(e, 410, [`Versie ${version} van "${name}" is er niet (meer).`]);
    const stale = releases.storedProblems(e.app, name, version);
    if (stale.length > 0) return releases.refuse(e, 400, stale);
    const unreviewed = releases.unreviewed(require(`${__hooks}/lib/section-review.js`).reviewRequired(e), release);
    if (unreviewed) return releases.refuse(e, 400, [unreviewed]);
  }
  const state = Object.assign({ name }, place, {
    version,
    entry: current ? current.getString('entry') : release.getString('entry'),
    origin: current ? current.getString('origin') : release.getString('origin'),
  });
  if (current && releases.sameState(current, state)) return e.json(200, Object.assign(state, { unchanged: true }));
  if (state.origin) {
    const stored = store.versionDir(e.app, name, version);
    const problem = releases.originProblem(e.app, state.origin, name, version, (path) => store.readText(stored, path));
    if (problem) return releases.refuse(e, 400, [problem]);
  }
  // Last, once nothing else refuses it: the admin's password for this place (and, for a section
  // that comes back, this version).
  require(`${__hooks}/lib/power-confirmations.js`).requireConfirmation(
    e,
    Object.assign({ kind: 'sectie-plaats', section: name, version: current ? '' : version }, place)
  );
  store.switchTo(e.app, state, {
    action: 'place',
    place,
    previousVersion: current ? current.getString('version') : '',
    commit: release ? release.getString('commit') : '',
    releasedBy: admin.member,
    releasedByName: admin.name,
  });
  return e.json(200, state);
});

// A place for a new section, made by an admin (#35 item 6): its name, menu name, path, order and
// the committee that releases it. From then on that committee releases the section as the
// permission table's committees release theirs (lib/section-places.js); its first approved
// release puts it on the site there. Giving a committee that right is power: the admin
// confirms it with their password.
routerAdd('POST', '/api/tjas/secties', (e) => {
  const releases = require(`${__hooks}/lib/section-releases.js`);
  const places = require(`${__hooks}/lib/section-places.js`);
  // Refused with the reasons alone: this is no release.
  const refuse = (status, problems) => e.json(status, { status, message: problems.join(' '), data: { problems } });
  const body = e.requestInfo().body || {};
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  const admin = releases.releaser(e, name, {
    adminOnly: 'Je mag geen plaats voor een nieuwe sectie maken: dat doet alleen een beheerder.',
  });
  if (admin.refusal) return refuse(admin.status, admin.refusal);
  const checked = places.checkNewPlace(
    e.app,
    body,
    require(`${__hooks}/lib/access.js`).readAccess().sectionReleases,
    releases.placeProblems
  );
  if (checked.problems) return refuse(400, checked.problems);
  const { place, committee } = checked;
  require(`${__hooks}/lib/power-confirmations.js`).requireConfirmation(e, {
    kind: 'sectie-aanmaken',
    section: place.name,
    label: place.label,
    prefix: place.prefix,
    order: place.order,
    committee: committee.id,
  });
  const { record, conflict } = places.createPlace(e.app, place, committee, admin.name);
  if (conflict) {
    // Two admins at once: the unique indexes keep one of them.
    return refuse(409, [`Er is intussen al een plaats voor sectie "${place.name}" of op ${place.prefix}.`]);
  }
  return e.json(201, {
    id: record.id,
    name: place.name,
    label: place.label,
    prefix: place.prefix,
    order: place.order,
    committee: committee.id,
    committeeName: committee.getString('name'),
  });
});

// A release that waits for review: what changes against the live version (for the reviewer's
// page), its approval by a second person with release rights (or an admin), or its rejection.
routerAdd('GET', '/api/tjas/secties/{name}/controle', (e) => {
  const releases = require(`${__hooks}/lib/section-releases.js`);
  const store = require(`${__hooks}/lib/section-store.js`);
  const name = e.request.pathValue('name');
  const reader = releases.releaser(e, name);
  if (reader.refusal) return releases.refuse(e, reader.status, reader.refusal);
  const waiting = store.waitingRelease(e.app, name);
  // Nothing waiting is an answer, not an error: /secties asks for every section it shows.
  if (!waiting) return e.json(200, null);
  const version = waiting.getString('version');
  const current = releases.currentState(e.app, name);
  const live = current ? current.getString('version') : '';
  const liveRoot = live && store.exists(store.versionDir(e.app, name, live)) ? store.versionDir(e.app, name, live) : '';
  return e.json(
    200,
    Object.assign(
      {
        section: name,
        version,
        submission: waiting.id,
        place: releases.recordedPlace(waiting),
        live,
        releasedBy: waiting.getString('releasedBy'),
        releasedByName: waiting.getString('releasedByName'),
        submittedAt: waiting.getString('created'),
        commit: waiting.getString('commit'),
      },
      require(`${__hooks}/lib/section-review.js`).changes(store.reviewDir(e.app, name, version), liveRoot)
    )
  );
});

// An approval names the submission it approves (the one its reviewer read, from the review
// answer), and the password confirmation is bound to that submission: a release swapped after the
// reviewer looked is never the one that goes live.
routerAdd('POST', '/api/tjas/secties/{name}/goedkeuren', (e) => {
  const releases = require(`${__hooks}/lib/section-releases.js`);
  const store = require(`${__hooks}/lib/section-store.js`);
  const name = e.request.pathValue('name');
  const approver = releases.releaser(e, name);
  if (approver.refusal) return releases.refuse(e, approver.status, approver.refusal);
  const waiting = releases.waitingFor(e, name, { submissionRequired: true });
  if (waiting.refusal) return releases.refuse(e, waiting.status, waiting.refusal);
  const release = waiting.record;
  const version = release.getString('version');
  if (!e.hasSuperuserAuth() && release.getString('releasedBy') === e.auth.id) {
    return releases.refuse(e, 403, [
      'Je kunt je eigen release niet goedkeuren: dat doet een ander lid met uitbrengrechten voor deze sectie, of een beheerder.',
    ]);
  }
  // Where it goes: where the site has the section, the place an admin's release asked for, or
  // the place an admin made for a new section on /secties.
  const current = releases.currentState(e.app, name);
  const made = current ? null : require(`${__hooks}/lib/section-places.js`).firstPlaceFor(e.app, name);
  const asked =
    releases.recordedPlace(release) || (made ? require(`${__hooks}/lib/section-places.js`).placeOfRecord(made) : null);
  if (!current && !asked) {
    return releases.refuse(e, 400, [
      `Sectie "${name}" staat niet op de site. Een beheerder zet haar erop, met een naam, pad en plek in het menu (/secties).`,
    ]);
  }
  const place = Object.assign(current ? releases.currentPlace(current) : {}, asked || {});
  const misplaced = asked ? releases.placeProblems(e.app, name, place) : [];
  if (misplaced.length > 0) return releases.refuse(e, 400, misplaced);
  const folder = store.reviewDir(e.app, name, version);
  if (!store.exists(folder)) return releases.refuse(e, 410, [`De bestanden van versie ${version} zijn er niet meer.`]);
  // The shell may have changed since the release was made: it must still fit.
  const problems = releases.storedProblems(e.app, name, version, folder);
  if (problems.length > 0) return releases.refuse(e, 400, problems);
  const origin = release.getString('origin');
  if (origin) {
    const problem = releases.originProblem(e.app, origin, name, version, (path) => store.readText(folder, path));
    if (problem) return releases.refuse(e, 400, [problem]);
  }
  require(`${__hooks}/lib/power-confirmations.js`).requireConfirmation(e, {
    kind: 'release-goedkeuren',
    section: name,
    version,
    submission: release.id,
  });
  const state = Object.assign({ name }, place, { version, entry: release.getString('entry'), origin });
  let switched;
  try {
    switched = store.switchTo(
      e.app,
      state,
      {
        action: 'release',
        previousVersion: current ? current.getString('version') : '',
        commit: release.getString('commit'),
        size: release.getInt('size'),
        files: release.getInt('files'),
        digest: release.getString('digest'),
        releasedBy: release.getString('releasedBy'),
        releasedByName: release.getString('releasedByName'),
        approvedBy: approver.member,
        approvedByName: approver.name,
        reviewed: true,
      },
      folder,
      releases.versionsKept(),
      // Still the release that waits, inside the transaction that switches to it.
      (txApp) => {
        const still = store.waitingRelease(txApp, name);
        if (!still || still.id !== release.id) throw new Error('replaced');
      }
    );
  } catch (error) {
    // Its files may be those of what waits now: they stay.
    return releases.refuse(e, 409, [
      `Versie ${version} van "${name}" is intussen afgewezen of vervangen: bekijk op /secties wat er nu wacht.`,
    ]);
  }
  store.discard(folder); // still there when that version was stored before
  return e.json(200, {
    section: name,
    version,
    entry: state.entry,
    origin,
    releasedByName: release.getString('releasedByName'),
    approvedByName: approver.name,
    releasedAt: switched.release.getString('created'),
    pruned: switched.pruned,
  });
});

routerAdd('POST', '/api/tjas/secties/{name}/afkeuren', (e) => {
  const releases = require(`${__hooks}/lib/section-releases.js`);
  const store = require(`${__hooks}/lib/section-store.js`);
  const name = e.request.pathValue('name');
  const reviewer = releases.releaser(e, name);
  if (reviewer.refusal) return releases.refuse(e, reviewer.status, reviewer.refusal);
  const waiting = releases.waitingFor(e, name);
  if (waiting.refusal) return releases.refuse(e, waiting.status, waiting.refusal);
  const note = releases.asText((e.requestInfo().body || {}).note).trim();
  if (note.length > 500) return releases.refuse(e, 400, ['De toelichting mag hoogstens 500 tekens zijn.']);
  const release = waiting.record;
  try {
    store.recordReview(
      e.app,
      name,
      {
        action: 'reject',
        version: release.getString('version'),
        entry: release.getString('entry'),
        origin: release.getString('origin'),
        previousVersion: release.getString('version'),
        releasedBy: reviewer.member,
        releasedByName: reviewer.name,
        note,
      },
      null,
      // Still the release that waits, inside the transaction that rejects it.
      (txApp) => {
        const still = store.waitingRelease(txApp, name);
        if (!still || still.id !== release.id) throw new Error('settled');
      }
    );
  } catch (error) {
    return releases.refuse(e, 409, [
      `Versie ${release.getString('version')} van "${name}" is intussen goedgekeurd of vervangen: bekijk /secties.`,
    ]);
  }
  return e.json(200, { section: name, version: release.getString('version'), rejected: true });
});

// Members' shells report how a section's version does for them (lib/section-health.js): loaded,
// or the first line of an error. A version that fails for too many members in its first minutes
// is rolled back by the site.
routerAdd(
  'POST',
  '/api/tjas/secties/{name}/meldingen',
  (e) => {
    const health = require(`${__hooks}/lib/section-health.js`);
    const name = e.request.pathValue('name');
    const body = e.requestInfo().body || {};
    const version = typeof body.version === 'string' ? body.version : '';
    const error = typeof body.fout === 'string' ? body.fout : '';
    if (!version || version.length > 100) throw new BadRequestError('Noem de versie van de sectie waarover je meldt.');
    const recorded = health.report(e.app, e.auth.id, name, version, error);
    if (recorded.status)
      return e.json(recorded.status, { status: recorded.status, message: recorded.problem, data: {} });
    // Weighed only when this report added an error: a member repeating theirs changes nothing.
    const rolledBack = error && recorded.changed ? health.rollbackIfFailing(e.app, name, version, Date.now()) : null;
    return e.json(200, { version, rolledBackTo: rolledBack ? rolledBack.version : '' });
  },
  $apis.requireAuth('users')
);

// For who releases a section (and admins): per version, how many members loaded it and met an error.
routerAdd('GET', '/api/tjas/secties/{name}/gezondheid', (e) => {
  const releases = require(`${__hooks}/lib/section-releases.js`);
  const name = e.request.pathValue('name');
  const releaser = releases.releaser(e, name);
  if (releaser.refusal) return releases.refuse(e, releaser.status, releaser.refusal);
  return e.json(200, { versions: require(`${__hooks}/lib/section-health.js`).healthOf(e.app, name) });
});
