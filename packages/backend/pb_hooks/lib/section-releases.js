/// <reference path="../../pb_data/types.d.ts" />
// The steps of a section release request (sections.pb.js): who releases, what was uploaded,
// whether the site can serve it, and whether another origin really serves it.

const MEGABYTE = 1024 * 1024;
/** Paths the shell owns: a section's prefix may not take them. */
const RESERVED_PREFIXES = [
  '/login',
  '/account',
  '/acties',
  '/sponsors',
  '/secties',
  '/api',
  '/_',
  '/sections',
  '/assets',
  '/builds',
];
const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/;

/** Answers a refused request: the reasons in Dutch, in `message` and one by one in `data.problems`. */
function refuse(e, status, problems) {
  return e.json(status, { status, message: `Release geweigerd: ${problems.join(' ')}`, data: { problems } });
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
 * permission, an admin, or the maintainer (a superuser, e.g. the first start). Otherwise the
 * refusal, in Dutch, with the committees that may.
 */
function releaser(e, name, options) {
  if (e.hasSuperuserAuth()) return { member: '', name: `Beheer (${e.auth.getString('email')})` };
  if (!e.auth || e.auth.collection().name !== 'users') {
    return { status: 401, refusal: ['Log in met je eigen account om een sectie uit te brengen.'] };
  }
  const access = require(`${__hooks}/lib/access.js`);
  const { permissions, sectionReleases, admin } = access.readAccess();
  const adminOnly = Boolean(options && options.adminOnly);
  const permission =
    !adminOnly && Object.prototype.hasOwnProperty.call(sectionReleases, name) ? sectionReleases[name] : null;
  const rule = permission ? permissions[permission] : admin;
  if (!e.app.canAccessRecord(e.auth, e.requestInfo(), rule)) {
    const keys = permission ? access.permissionCommittees(permission) : [];
    const who =
      keys.length > 0 ? `de ${committeeNames(e.app, keys).join(' of de ')} of een beheerder` : 'alleen een beheerder';
    if (adminOnly)
      return {
        status: 403,
        refusal: [`Je mag sectie "${name}" niet van de site halen: dat doet alleen een beheerder.`],
      };
    return { status: 403, refusal: [`Je mag sectie "${name}" niet uitbrengen: dat doet ${who}.`] };
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
 * the JSON list `paths`, in the same order (multipart file names cannot carry folders).
 */
function readUpload(e) {
  let paths;
  try {
    paths = JSON.parse(e.request.formValue('paths') || 'null');
  } catch (error) {
    paths = null;
  }
  const uploaded = e.findUploadedFiles('files');
  if (!Array.isArray(paths) || paths.length !== uploaded.length) {
    return {
      problems: ['De lijst "paths" hoort bij elk bestand in "files" één pad te noemen.'],
      files: [],
      manifest: '',
    };
  }
  let total = 0;
  const files = [];
  let manifest = '';
  for (let index = 0; index < uploaded.length; index++) {
    total += uploaded[index].size;
    if (total > maxBytes())
      return { problems: [`De release is groter dan ${maxBytes() / MEGABYTE} MB.`], files: [], manifest: '' };
    const reader = uploaded[index].reader.open();
    let bytes;
    try {
      bytes = toBytes(reader, maxBytes());
    } finally {
      reader.close();
    }
    files.push({ path: paths[index], bytes });
    if (paths[index] === 'mf-manifest.json') manifest = toString(bytes);
  }
  return { problems: [], files, manifest };
}

/** The problems of a bundle against the shell the site serves now (@tjas/deploy section-bundle.cjs). */
function bundleCheck(name, version, files, manifest) {
  const host = require(`${__hooks}/lib/section-host.js`).readHost();
  if (!host) return ['De site kan nu geen secties aannemen: de shell is niet gebouwd (section-host.json ontbreekt).'];
  const { satisfies } = require(`${__hooks}/../node_modules/compare-versions/lib/umd/index.js`);
  return require(`${__hooks}/../node_modules/@tjas/deploy/src/section-bundle.cjs`).bundleProblems(
    { name, version, files, manifest },
    host,
    { maxBytes: maxBytes() },
    satisfies
  );
}

/** Why a stored version would not run on the shell the site serves now (for a rollback). */
function storedProblems(app, name, version) {
  const store = require(`${__hooks}/lib/section-store.js`);
  return bundleCheck(name, version, store.storedFiles(app, name, version), store.storedManifest(app, name, version));
}

/** What refuses this release: the bundle's own checks, then its place in the site. */
function checkRelease(e, name, meta, files) {
  const manifest = files.find((file) => file.path === 'mf-manifest.json');
  const problems = bundleCheck(
    name,
    meta.version,
    files.map((file) => ({ path: file.path, size: file.bytes.length })),
    manifest ? toString(manifest.bytes) : ''
  );
  if (typeof meta.label !== 'string' || meta.label.trim() === '' || meta.label.length > 60)
    problems.push('De sectie heeft geen naam voor het menu ("label").');
  const prefix = String(meta.prefix);
  if (!/^\/[a-z0-9-]{1,59}$/.test(prefix)) {
    problems.push(`"${prefix}" is geen geldig pad voor een sectie.`);
  } else if (RESERVED_PREFIXES.indexOf(prefix) >= 0) {
    problems.push(`Het pad ${prefix} hoort bij de site zelf.`);
  } else {
    const taken = e.app.findRecordsByFilter('sections', 'prefix = {:prefix} && name != {:name}', '', 1, 0, {
      prefix,
      name,
    });
    if (taken.length > 0) problems.push(`Het pad ${prefix} is al van sectie "${taken[0].getString('name')}".`);
    const current = currentState(e.app, name);
    const access = require(`${__hooks}/lib/access.js`).readAccess();
    if (
      current &&
      current.getString('prefix') !== prefix &&
      !e.hasSuperuserAuth() &&
      !e.app.canAccessRecord(e.auth, e.requestInfo(), access.admin)
    ) {
      problems.push(`Alleen een beheerder kan het pad van "${name}" wijzigen (nu ${current.getString('prefix')}).`);
    }
  }
  if (meta.order !== undefined && meta.order !== null && !Number.isInteger(meta.order))
    problems.push('"order" is geen heel getal.');
  return problems;
}

/**
 * The origin a release is served from: '' for this site, else one of the origins the maintainer
 * allows (TJAS_SECTION_ORIGINS, comma-separated). Only those: the server fetches from the
 * origin to check it, and pages load code from it.
 */
function originOf(value) {
  if (value === undefined || value === null || value === '') return { value: '' };
  const origin = String(value).replace(/\/$/, '');
  if (!ORIGIN.test(origin)) return { problem: `"${String(value)}" is geen origin (zoals https://secties.example).` };
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

/**
 * Whether `origin` serves this version to the site: its manifest (the same as uploaded) and its
 * module, each answered 200 with CORS that lets the site's pages read it. A problem in Dutch, or ''.
 */
function originProblem(app, origin, name, version, manifestText) {
  const site = (/^https?:\/\/[^/]+/i.exec(app.settings().meta.appURL) || [''])[0];
  const base = `${origin}/sections/${name}/${version}/`;
  let module = 'section.js';
  try {
    const expose = (JSON.parse(manifestText).exposes || []).find((candidate) => candidate.path === './section');
    module = expose.assets.js.sync[0] || module;
  } catch (error) {
    // checked before: the manifest parses and names its module
  }
  for (const file of ['mf-manifest.json', module]) {
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
    if (file === 'mf-manifest.json' && toString(response.body).trim() !== String(manifestText).trim()) {
      return `${url} is niet de mf-manifest.json van deze release: zet de bestanden eerst op ${origin}.`;
    }
  }
  return '';
}

module.exports = {
  checkRelease,
  currentState,
  originOf,
  originProblem,
  readUpload,
  refuse,
  releaser,
  sameState,
  storedProblems,
  versionsKept,
};
