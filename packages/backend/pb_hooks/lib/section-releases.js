/// <reference path="../../pb_data/types.d.ts" />
// The steps of a section release request (sections.pb.js): who releases, what was uploaded,
// whether the site can serve it, and whether another origin really serves it.

const MEGABYTE = 1024 * 1024;
/**
 * Paths of the server itself: the API, the dashboard and the section files. The static folders
 * and files (assets, icons, the site's provider /site-mf) come from the built site's top level
 * and the shell's pages from its build (shell-pages.json, the one list of them), so a new static
 * folder or shell page is reserved by itself: see `sitePaths`.
 */
const SERVER_PATHS = ['/api', '/_', '/sections', '/assets', '/builds'];
const PREFIX = /^\/[a-z0-9-]{1,59}$/;
/** The menu order an admin may give: small integers (the registry sorts by it). */
const MAX_ORDER = 999;
const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/;

/** A value the request sent, as text ('' for anything but text and numbers): see section-bundle.cjs. */
function asText(value) {
  return require(`${__hooks}/../node_modules/@tjas/deploy/src/section-bundle.cjs`).asText(value);
}

/** Answers a refused request: the reasons in Dutch, in `message` and one by one in `data.problems`. */
function refuse(e, status, problems) {
  return e.json(status, { status, message: `Release geweigerd: ${problems.join(' ')}`, data: { problems } });
}

/** The names of the admin committees (Bestuur, ICT-commissie), for who to ask; none when unreadable. */
function adminCommitteeNames(app) {
  try {
    return app
      .findRecordsByFilter('committees', 'admin = true', 'name', 0, 0)
      .map((record) => record.getString('name'));
  } catch (error) {
    return [];
  }
}

function committeeNames(app, keys) {
  const names = [];
  for (const key of keys) {
    try {
      names.push(app.findFirstRecordByData('committees', 'key', key).getString('name'));
    } catch (error) {
      names.push(key);
    }
  }
  return names;
}

/**
 * Who is releasing `name`, as recorded: a member whose committee holds the section's release
 * permission (the permission table's, or for a section added later the committee of the place
 * an admin made for it: section-places.js), an admin, or the maintainer (a superuser, e.g. the
 * first start). Otherwise the refusal, in Dutch, with the committees that may.
 * `options.adminOnly`: only an admin or the maintainer may, and this sentence refuses everyone else.
 */
function releaser(e, name, options) {
  if (e.hasSuperuserAuth()) return { member: '', name: `Beheer (${e.auth.getString('email')})` };
  if (!e.auth || e.auth.collection().name !== 'users') {
    return { status: 401, refusal: ['Log in met je eigen account om een sectie uit te brengen.'] };
  }
  const access = require(`${__hooks}/lib/access.js`);
  const { permissions, sectionReleases, admin } = access.readAccess();
  const adminOnly = options && options.adminOnly;
  const permission =
    !adminOnly && Object.prototype.hasOwnProperty.call(sectionReleases, name) ? sectionReleases[name] : null;
  const places = require(`${__hooks}/lib/section-places.js`);
  const made = !adminOnly && !permission ? places.placeFor(e.app, name) : null;
  const rule = permission ? permissions[permission] : made ? places.releaseRule(admin, made) : admin;
  if (!e.app.canAccessRecord(e.auth, e.requestInfo(), rule)) {
    const names = permission
      ? committeeNames(e.app, access.permissionCommittees(permission))
      : [made ? places.committeeName(e.app, made) : ''].filter(Boolean);
    if (adminOnly) return { status: 403, refusal: [adminOnly] };
    if (names.length > 0) {
      return {
        status: 403,
        refusal: [`Je mag sectie "${name}" niet uitbrengen: dat doet de ${names.join(' of de ')} of een beheerder.`],
      };
    }
    // A new section (no permission, no place yet): what to do, not only who may. The release
    // command says the same before it builds (packages/deploy/src/cli/release-section.ts).
    const admins = adminCommitteeNames(e.app);
    return {
      status: 403,
      refusal: [
        `Sectie "${name}" heeft nog geen plaats op de site, dus alleen een beheerder mag haar uitbrengen. ` +
          `Vraag een beheerder${admins.length > 0 ? ` (${admins.join(' of ')})` : ''} om op /secties een plaats voor "${name}" te maken voor je commissie.`,
      ],
    };
  }
  return { member: e.auth.id, name: e.auth.getString('name') || e.auth.getString('username') };
}

function currentState(app, name) {
  try {
    return app.findFirstRecordByData('sections', 'name', name);
  } catch (error) {
    return null;
  }
}

function maxBytes() {
  const megabytes = Number($os.getenv('TJAS_SECTION_MAX_MB') || 5);
  return (megabytes > 0 ? megabytes : 5) * MEGABYTE;
}

/** How many versions of a section are kept besides the live one and the one a rollback goes to. */
function versionsKept() {
  const kept = Number($os.getenv('TJAS_SECTION_VERSIONS_KEPT') || 5);
  return Number.isInteger(kept) && kept >= 0 ? kept : 5;
}

/**
 * The uploaded files: the multipart field `files`, whose paths inside the section's folder are
 * the JSON list `paths`, in the same order (multipart file names cannot carry folders). Each
 * malformed upload gets its own Dutch reason.
 */
function readUpload(e) {
  const refused = (problem) => ({ problems: [problem], files: [] });
  const type = String(e.request.header.get('Content-Type') || '');
  if (type.indexOf('multipart/form-data') !== 0)
    return refused('Stuur een release als multipart/form-data, met de velden "release", "paths" en "files".');
  let paths;
  try {
    paths = JSON.parse(e.request.formValue('paths') || 'null');
  } catch (error) {
    paths = null;
  }
  if (!Array.isArray(paths) || paths.some((path) => typeof path !== 'string'))
    return refused('Het veld "paths" hoort een JSON-lijst van paden te zijn, één per bestand in "files".');
  const { MAX_FILES } = require(`${__hooks}/../node_modules/@tjas/deploy/src/section-bundle.cjs`);
  if (paths.length > MAX_FILES) return refused(`De release bevat ${paths.length} bestanden; de grens is ${MAX_FILES}.`);
  let uploaded;
  try {
    uploaded = e.findUploadedFiles('files');
  } catch (error) {
    uploaded = [];
  }
  if (paths.length !== uploaded.length)
    return refused(
      `De lijst "paths" noemt ${paths.length} paden, maar er zijn ${uploaded.length} bestanden in "files": één pad per bestand.`
    );
  let total = 0;
  const files = [];
  for (let index = 0; index < uploaded.length; index++) {
    total += uploaded[index].size;
    if (total > maxBytes()) return refused(`De release is groter dan ${maxBytes() / MEGABYTE} MB.`);
    const reader = uploaded[index].reader.open();
    let bytes;
    try {
      bytes = toBytes(reader, maxBytes());
    } finally {
      reader.close();
    }
    files.push({ path: paths[index], bytes });
  }
  return { problems: [], files };
}

/**
 * The problems of a bundle ({ name, version, files: [{ path, size }], manifest, standardManifest })
 * against the shell the site serves now (@tjas/deploy section-bundle.cjs, which the release
 * command runs too).
 */
function bundleCheck(release, limits) {
  const host = require(`${__hooks}/lib/section-host.js`).readHost();
  if (!host) return ['De site kan nu geen secties aannemen: de shell is niet gebouwd (section-host.json ontbreekt).'];
  const { satisfies } = require(`${__hooks}/../node_modules/compare-versions/lib/umd/index.js`);
  return require(`${__hooks}/../node_modules/@tjas/deploy/src/section-bundle.cjs`).bundleProblems(
    release,
    host,
    Object.assign({ maxBytes: maxBytes() }, limits),
    satisfies
  );
}

/**
 * Why a stored version (in `folder`, by default where it is served from) would not run on the
 * shell the site serves now: for a rollback, or a release approved after a shell upgrade.
 * Versions stored before builds named their files are not refused for that: they were accepted.
 */
function storedProblems(app, name, version, folder) {
  const store = require(`${__hooks}/lib/section-store.js`);
  const root = folder || store.versionDir(app, name, version);
  return bundleCheck(
    { name, version, files: store.filesIn(root), manifest: store.readText(root, 'mf-manifest.json') },
    {}
  );
}

/** What refuses this release's files: only what its build named, of the types a section has, that the shell can run. */
function checkRelease(name, meta, files) {
  const text = (path) => {
    const file = files.find((candidate) => candidate.path === path);
    return file ? toString(file.bytes) : '';
  };
  return bundleCheck(
    {
      name,
      version: meta.version,
      files: files.map((file) => ({ path: file.path, size: file.bytes.length })),
      manifest: text('mf-manifest.json'),
      standardManifest: text('mf/mf-manifest.json'),
    },
    { requireFileList: true }
  );
}

/** The first segment of every page the shell serves (`/zoeken`, `/account`), from its build. */
function shellPrefixes() {
  const siteDir = $os.getenv('TJAS_SITE_DIR');
  let pages;
  try {
    pages = JSON.parse(toString($os.readFile(`${siteDir}/shell-pages.json`)));
  } catch (error) {
    pages = [];
  }
  const prefixes = [];
  for (const page of Array.isArray(pages) ? pages : []) {
    const first = `/${String(page).split('/').filter(Boolean)[0] || ''}`;
    if (first !== '/' && prefixes.indexOf(first) < 0) prefixes.push(first);
  }
  return prefixes;
}

/**
 * The first segment of every address the site serves itself: the server's paths, each entry at
 * the top of the built site (TJAS_SITE_DIR: /assets, /icons, /site-mf, ...) and the shell's pages.
 */
function sitePaths() {
  const paths = SERVER_PATHS.concat(shellPrefixes());
  const siteDir = $os.getenv('TJAS_SITE_DIR');
  try {
    for (const entry of siteDir ? $os.readDir(siteDir) : []) paths.push(`/${entry.name().toLowerCase()}`);
  } catch (error) {
    // No built site (a test server): its static files are not there to clash with.
  }
  return paths;
}

/** The place fields a request names: any of `label`, `prefix`, `order` that it carries. */
function placeOf(body) {
  const place = {};
  for (const field of ['label', 'prefix', 'order']) {
    if (body && body[field] !== undefined && body[field] !== null) place[field] = body[field];
  }
  return place;
}

/** The place a section has now (from its `sections` record). */
function currentPlace(record) {
  return {
    label: record.getString('label'),
    prefix: record.getString('prefix'),
    order: record.get('order') === null ? undefined : record.getInt('order'),
  };
}

/** Whether `place` asks for anything `current` does not have. */
function movesPlace(place, current) {
  return Object.keys(place).some((field) => place[field] !== current[field]);
}

/**
 * Why `place` ({ label, prefix, order }, complete) cannot be the place of section `name`: a menu
 * name, a path of its own that neither the shell nor another section has, a small whole order.
 */
function placeProblems(app, name, place) {
  const problems = [];
  if (typeof place.label !== 'string' || place.label.trim() === '' || place.label.length > 60)
    problems.push('Geef de sectie een naam voor het menu ("label"), van hoogstens 60 tekens.');
  const prefix = typeof place.prefix === 'string' ? place.prefix : '';
  if (!PREFIX.test(prefix)) {
    problems.push(
      `"${asText(place.prefix)}" is geen geldig pad voor een sectie: een / met kleine letters, cijfers of streepjes.`
    );
  } else if (sitePaths().indexOf(prefix) >= 0) {
    problems.push(`Het pad ${prefix} hoort bij de site zelf.`);
  } else {
    const taken = app.findRecordsByFilter('sections', 'prefix = {:prefix} && name != {:name}', '', 1, 0, {
      prefix,
      name,
    });
    // A place an admin made for a new section holds its path before its first release.
    const reserved =
      taken.length > 0
        ? taken
        : app.findRecordsByFilter('section_places', 'prefix = {:prefix} && name != {:name}', '', 1, 0, {
            prefix,
            name,
          });
    if (reserved.length > 0) problems.push(`Het pad ${prefix} is al van sectie "${reserved[0].getString('name')}".`);
  }
  if (place.order !== undefined && !(Number.isInteger(place.order) && Math.abs(place.order) <= MAX_ORDER))
    problems.push(`"order" is een heel getal van -${MAX_ORDER} tot en met ${MAX_ORDER}.`);
  return problems;
}

/** Whether the request is an admin's (a member of an admin committee) or the maintainer's. */
function byAdmin(e) {
  if (e.hasSuperuserAuth()) return true;
  const access = require(`${__hooks}/lib/access.js`).readAccess();
  return Boolean(e.auth) && e.app.canAccessRecord(e.auth, e.requestInfo(), access.admin);
}

/**
 * Where a release puts section `name`: the site decides that, not the committee. A committee's
 * release carries code only: it goes where the section is, and is refused when it asks for
 * another place or when the section is not on the site (never put there, or taken off by an
 * admin: that holds until an admin puts it back). An admin or the maintainer may give a place,
 * and must for a section that is not on the site. Returns { place, asked } (`asked`: the place
 * this request chose, when it chose one) or { problems }.
 */
function releasePlace(e, name, meta, current) {
  const asked = placeOf(meta);
  // A new section's place that an admin made (and confirmed) on /secties: where its first release goes.
  const places = require(`${__hooks}/lib/section-places.js`);
  const made = current ? null : places.firstPlaceFor(e.app, name);
  if (made && (!byAdmin(e) || Object.keys(asked).length === 0)) {
    const place = places.placeOfRecord(made);
    if (movesPlace(asked, place)) {
      return {
        problems: [
          `De plaats van sectie "${name}" (naam in het menu, pad en volgorde) kiest een beheerder op /secties; een release brengt alleen code.`,
        ],
      };
    }
    const problems = placeProblems(e.app, name, place);
    return problems.length > 0 ? { problems } : { place, asked: null };
  }
  if (!byAdmin(e)) {
    if (!current) {
      return {
        problems: [
          `Sectie "${name}" staat niet op de site. Een beheerder zet haar erop, met een naam, pad en plek in het menu (/secties).`,
        ],
      };
    }
    if (movesPlace(asked, currentPlace(current))) {
      return {
        problems: [
          `De plaats van sectie "${name}" (naam in het menu, pad en volgorde) kiest een beheerder op /secties; een release brengt alleen code.`,
        ],
      };
    }
    return { place: currentPlace(current) };
  }
  if (!current && Object.keys(asked).length === 0) {
    return {
      problems: [`Sectie "${name}" staat niet op de site: geef haar een naam ("label") en een pad ("prefix").`],
    };
  }
  const place = Object.assign(current ? currentPlace(current) : {}, asked);
  const moves = !current || movesPlace(asked, currentPlace(current));
  const problems = moves ? placeProblems(e.app, name, place) : [];
  return problems.length > 0 ? { problems } : { place, asked: moves ? place : null };
}

/**
 * The origin a release is served from: '' for this site, else one of the origins the maintainer
 * allows (TJAS_SECTION_ORIGINS, comma-separated). Only those: the server fetches from the
 * origin to check it, and pages load code from it.
 */
function originOf(value) {
  if (value === undefined || value === null || value === '') return { value: '' };
  const origin = asText(value).replace(/\/$/, '');
  if (!ORIGIN.test(origin)) return { problem: `"${asText(value)}" is geen origin (zoals https://secties.example).` };
  const allowed = String($os.getenv('TJAS_SECTION_ORIGINS') || '')
    .split(',')
    .map((item) => item.trim().replace(/\/$/, ''))
    .filter(Boolean);
  if (allowed.indexOf(origin) < 0) {
    return {
      problem: `Deze site laadt geen secties van ${origin}. Vraag de beheerder die origin toe te voegen aan TJAS_SECTION_ORIGINS.`,
    };
  }
  return { value: origin };
}

/**
 * The release of `name` that waits for review, when it is the one the request names: its body's
 * `version` and `submission` (the id of the submit the reviewer read; required with
 * `options.submissionRequired`). { record } or a refusal.
 */
function waitingFor(e, name, options) {
  const waiting = require(`${__hooks}/lib/section-store.js`).waitingRelease(e.app, name);
  if (!waiting) return { status: 404, refusal: [`Er wacht geen release van "${name}" op controle.`] };
  const body = e.requestInfo().body || {};
  for (const field of ['version', 'submission', 'note']) {
    const value = body[field];
    if (value !== undefined && value !== null && typeof value !== 'string')
      return { status: 400, refusal: [`"${field}" hoort tekst te zijn.`] };
  }
  const asked = asText(body.version);
  if (asked !== '' && asked !== waiting.getString('version')) {
    return {
      status: 409,
      refusal: [`Versie ${asked} van "${name}" wacht niet op controle; versie ${waiting.getString('version')} wel.`],
    };
  }
  const submission = asText(body.submission);
  if (submission === '' && options && options.submissionRequired) {
    return {
      status: 400,
      refusal: ['Noem de release die je goedkeurt ("submission", uit wat je op /secties of met --approve las).'],
    };
  }
  if (submission !== '' && submission !== waiting.id) {
    return {
      status: 409,
      refusal: [
        `De release die je las, wacht niet meer: versie ${waiting.getString('version')} is nieuwer. Lees die eerst.`,
      ],
    };
  }
  return { record: waiting };
}

/**
 * Why the release record `release` may not go live again without a new review: it never had a
 * second person's approval (a release made while review was off, or before it existed), and the
 * site reviews releases now (`required`, see section-review.js). '' when it may.
 */
function unreviewed(required, release) {
  if (!required || release.getBool('reviewed')) return '';
  return `Versie ${release.getString('version')} is nooit door een tweede persoon goedgekeurd: breng haar opnieuw uit, dan kijkt er iemand mee.`;
}

/** The place a log record names (a `place`, or the `submit` of an admin that chose one), or null. */
function recordedPlace(record) {
  try {
    const place = JSON.parse(record.getString('place') || 'null');
    return place && typeof place === 'object' ? place : null;
  } catch (error) {
    return null;
  }
}

/** Whether a release would change nothing of what is live. */
function sameState(record, state) {
  const order = record.get('order') === null ? undefined : record.getInt('order');
  return (
    record.getString('version') === state.version &&
    record.getString('entry') === state.entry &&
    record.getString('label') === state.label &&
    record.getString('prefix') === state.prefix &&
    order === state.order
  );
}

/** How long the check of another origin may take in all: a release has up to 1,000 files. */
const ORIGIN_CHECK_MS = 60 * 1000;

/**
 * Whether `origin` serves this version to the site exactly as it was uploaded (and reviewed): its
 * manifest and every file its build names (`tjas.files`, of the section and of the standard
 * remote), each answered 200 with CORS that lets the site's pages read it and with the same
 * content as the site's copy (`copyOf(path)`, the text of the uploaded or stored file). A problem
 * in Dutch, or ''. Whoever controls the origin can still change the files after this check:
 * docs/security.md says so.
 */
function originProblem(app, origin, name, version, copyOf) {
  const site = (/^https?:\/\/[^/]+/i.exec(app.settings().meta.appURL) || [''])[0];
  const base = `${origin}/sections/${name}/${version}/`;
  const named = (manifestPath, folder) => {
    try {
      const files = JSON.parse(copyOf(manifestPath)).tjas.files;
      return Array.isArray(files) ? files.map((file) => folder + asText(file)) : [];
    } catch (error) {
      return []; // a build from before the list, or no standard remote: its manifest is compared
    }
  };
  const files = ['mf-manifest.json']
    .concat(named('mf-manifest.json', ''))
    .concat(copyOf('mf/mf-manifest.json') ? ['mf/mf-manifest.json'].concat(named('mf/mf-manifest.json', 'mf/')) : []);
  const deadline = Date.now() + ORIGIN_CHECK_MS;
  for (const file of files) {
    if (Date.now() > deadline)
      return `${origin} antwoordt te traag: niet alle bestanden zijn binnen een minuut gecontroleerd.`;
    const url = base + file;
    let response;
    try {
      response = $http.send({ url, method: 'GET', headers: { Origin: site }, timeout: 10 });
    } catch (error) {
      return `${url} is niet bereikbaar.`;
    }
    if (response.statusCode !== 200) return `${url} antwoordt met HTTP ${response.statusCode}.`;
    const allowed = ((response.headers &&
      (response.headers['Access-Control-Allow-Origin'] || response.headers['access-control-allow-origin'])) ||
      [])[0];
    if (allowed !== '*' && allowed !== site) {
      return `${url} staat de site (${site}) niet toe: geen passende Access-Control-Allow-Origin.`;
    }
    if (toString(response.body) !== copyOf(file)) {
      return `${url} is niet het bestand van deze release: zet precies deze build op ${origin}.`;
    }
  }
  return '';
}

module.exports = {
  asText,
  byAdmin,
  checkRelease,
  currentPlace,
  currentState,
  placeOf,
  placeProblems,
  recordedPlace,
  releasePlace,
  originOf,
  originProblem,
  readUpload,
  refuse,
  releaser,
  sameState,
  storedProblems,
  unreviewed,
  waitingFor,
  versionsKept,
};
