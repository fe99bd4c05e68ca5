// The checks a section release must pass before the site switches to it. Plain CommonJS
// without PocketBase globals: the server runs them on every upload (sections.pb.js), and the
// release command (packages/deploy) runs the very same ones before it uploads.

// Beside this file wherever it runs: in the repository, in the compiled release command's folder
// (compiled-cli.js copies both) and under the server's node_modules.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS: goja loads this file too
const { routesProblems } = require('./route-patterns.cjs');

const NAME = /^[a-z][a-z0-9-]{0,39}$/;
/**
 * Names no section may have: a section's remote is `tjas_<name>`, and `tjas_site` is the site's
 * own provider remote (shell/site-provider.vite.config.ts), which a host loads beside the sections.
 */
const RESERVED_NAMES = ['site'];

/** Why `name` (one of RESERVED_NAMES) cannot be a section's, in Dutch. */
function reservedName(name) {
  return `"${name}" is de naam van de site zelf; kies een andere naam voor de sectie.`;
}
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,79}$/;
/** A relative path of plain segments: no `..`, no leading slash, no backslash or odd characters. */
const SEGMENT = /^[A-Za-z0-9_@~+-][A-Za-z0-9_@~.+-]*$/;
const MAX_DEPTH = 8;
const MAX_FILES = 1000;
const MANIFEST = 'mf-manifest.json';
/** The standard Module Federation remote every build carries beside the import-map build. */
const STANDARD_MANIFEST = 'mf/mf-manifest.json';
const EXPOSE = './section';
const MEGABYTE = 1024 * 1024;
/**
 * What a section's files may be: code, styles, their source maps, data, fonts and images. Never
 * a page (HTML, XML) nor anything else a browser opens as a document on the site's origin; an
 * SVG is served with a sandboxing policy (sections.pb.js), so it cannot run script as a page.
 */
// Declaration files (`.d.ts`) are the types a standard remote ships for other hosts (mf/section.d.ts).
const FILE_TYPES = /\.(js|mjs|d\.ts|css|map|json|woff2?|ttf|otf|png|jpe?g|gif|webp|avif|svg|ico)$/;

/**
 * A value a releaser sent, as text for a check or a message: strings and numbers as they are,
 * anything else (an object, whose own `toString` may not even be a function) as ''.
 */
function asText(value) {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && isFinite(value) ? String(value) : '';
}

/** Whether `path` stays inside the section's folder. */
function safePath(path) {
  if (typeof path !== 'string' || path.length === 0 || path.length > 300) return false;
  const segments = path.split('/');
  if (segments.length > MAX_DEPTH) return false;
  for (const segment of segments) if (!SEGMENT.test(segment) || segment === '.' || segment === '..') return false;
  return true;
}

/** Whether a section may carry a file of this name (by its extension, the way it is served). */
function allowedType(path) {
  return FILE_TYPES.test(path);
}

/**
 * The files a build says it made: `tjas.files` of its manifest (written by the section build,
 * @tjas/federation's section manifest plugin), relative to that manifest's folder. Null when the
 * manifest names none (a build from before the list existed).
 */
function namedFiles(manifest, folder) {
  const files = manifest && manifest.tjas && manifest.tjas.files;
  if (!Array.isArray(files)) return null;
  return files.map((file) => `${folder}${asText(file)}`);
}

function megabytes(bytes) {
  return `${(bytes / MEGABYTE).toFixed(1).replace('.', ',')} MB`;
}

/** Every file an expose's assets name (`js`/`css` x `sync`/`async`). */
function exposedFiles(expose) {
  const assets = (expose && expose.assets) || {};
  const files = [];
  for (const kind of ['js', 'css']) {
    for (const timing of ['sync', 'async']) {
      const list = assets[kind] && assets[kind][timing];
      if (Array.isArray(list)) for (const file of list) files.push(file);
    }
  }
  return files;
}

function manifestProblems(name, manifest, present, host, satisfies) {
  const problems = [];
  if (!manifest || typeof manifest !== 'object') return [`${MANIFEST} is geen object.`];
  if (manifest.name !== `tjas_${name.replace(/-/g, '_')}`) {
    problems.push(`Deze release is van sectie "${asText(manifest.name).replace(/^tjas_/, '')}", niet van "${name}".`);
  }
  const contract = manifest.tjas && manifest.tjas.contractVersion;
  if (host.contractVersions.indexOf(contract) < 0) {
    problems.push(
      `Contractversie ${asText(contract)} kent de site niet (de site ondersteunt ${host.contractVersions.join(', ')}).`,
    );
  }
  const exposes = Array.isArray(manifest.exposes) ? manifest.exposes : [];
  const section = exposes.find((expose) => expose && expose.path === EXPOSE);
  const entry =
    section && section.assets && section.assets.js && Array.isArray(section.assets.js.sync)
      ? section.assets.js.sync[0]
      : undefined;
  if (!entry) problems.push(`${MANIFEST} noemt geen module "${EXPOSE}".`);
  // The paths the section answers (its build writes them); the server answers 404 for others.
  problems.push(...routesProblems(manifest.tjas ? manifest.tjas.routes : undefined));
  for (const expose of exposes) {
    for (const file of exposedFiles(expose)) {
      if (!safePath(file)) problems.push(`${MANIFEST} noemt "${asText(file)}", buiten de map van de sectie.`);
      else if (!present[file]) problems.push(`${MANIFEST} noemt ${file}, maar dat bestand zit niet in de release.`);
    }
  }
  for (const share of Array.isArray(manifest.shared) ? manifest.shared : []) {
    const known =
      share && typeof share.name === 'string' && Object.prototype.hasOwnProperty.call(host.shared, share.name);
    const provided = known ? host.shared[share.name] : undefined;
    if (!provided) {
      problems.push(`Gedeeld pakket ${asText(share && share.name)} levert de site niet.`);
      continue;
    }
    const range = share.requiredVersion;
    if (!range || range === '*') continue;
    let fits;
    try {
      fits = satisfies(provided, range);
    } catch {
      fits = false; // a range that cannot be read is not met
    }
    // asText: a range from the manifest may be an object whose toString is no function
    if (!fits)
      problems.push(`${share.name} ${asText(range) || '(onleesbare versie)'} gevraagd, de site heeft ${provided}.`);
  }
  return problems;
}

/**
 * The problems (Dutch sentences) that refuse a release; none means it may go live.
 * - `release`: { name, version, files: [{ path, size }], manifest: the text of mf-manifest.json,
 *   standardManifest: the text of mf/mf-manifest.json when there is one }
 * - `host`: what the site's shell offers (section-host.json)
 * - `limits`: { maxBytes, requireFileList: every file must be one the build names (new uploads;
 *   versions stored before the list existed are not refused for it) }
 * - `satisfies(version, range)`: npm range check (compare-versions)
 */
function bundleProblems(release, host, limits, satisfies) {
  const problems = [];
  if (!NAME.test(asText(release.name))) return [`"${asText(release.name)}" is geen geldige sectienaam.`];
  if (RESERVED_NAMES.indexOf(release.name) >= 0) return [reservedName(release.name)];
  if (!VERSION.test(asText(release.version))) problems.push(`"${asText(release.version)}" is geen geldige versie.`);
  const files = Array.isArray(release.files) ? release.files : [];
  if (files.length === 0) return problems.concat(['De release bevat geen bestanden.']);
  if (files.length > MAX_FILES) problems.push(`De release bevat ${files.length} bestanden; de grens is ${MAX_FILES}.`);
  // Keys are paths a releaser chose: no inherited ones (`constructor`) may answer.
  const present = Object.create(null);
  let total = 0;
  for (const file of files) {
    if (!safePath(file.path)) {
      problems.push(`Bestand "${asText(file.path)}" valt buiten de map van de sectie.`);
      continue;
    }
    if (!allowedType(file.path))
      problems.push(
        `Bestand ${file.path} is geen bestand voor een sectie (alleen code, stijlen, source maps, JSON, lettertypen en afbeeldingen).`,
      );
    if (present[file.path]) problems.push(`Bestand ${file.path} staat er twee keer in.`);
    present[file.path] = true;
    total += Number(file.size) || 0;
  }
  for (const path of Object.keys(present)) {
    const segments = path.split('/');
    for (let depth = 1; depth < segments.length; depth++) {
      const folder = segments.slice(0, depth).join('/');
      if (present[folder]) problems.push(`${folder} is een bestand én een map met ${path}: kies één van beide.`);
    }
  }
  if (total > limits.maxBytes)
    problems.push(`De release is ${megabytes(total)}; de grens is ${megabytes(limits.maxBytes)}.`);
  if (!present[MANIFEST]) return problems.concat([`Er zit geen ${MANIFEST} in de release.`]);
  let manifest;
  try {
    manifest = JSON.parse(asText(release.manifest));
  } catch {
    return problems.concat([`${MANIFEST} is geen geldige JSON.`]);
  }
  problems.push(...manifestProblems(release.name, manifest, present, host, satisfies));
  if (limits.requireFileList) problems.push(...unnamedFiles(manifest, release.standardManifest, present));
  return problems;
}

/**
 * Files the build did not make: every file of a release must be named by the `tjas.files` of
 * its manifest (or, under `mf/`, of the standard remote's manifest), so nothing rides along
 * that no build wrote, and every named file must be there.
 */
function unnamedFiles(manifest, standardManifestText, present) {
  const named = namedFiles(manifest, '');
  if (!named) return [`${MANIFEST} noemt de bestanden van de build niet (tjas.files): bouw de sectie opnieuw.`];
  const names = Object.create(null);
  names[MANIFEST] = true;
  for (const file of named) names[file] = true;
  if (present[STANDARD_MANIFEST]) {
    let standard;
    try {
      standard = JSON.parse(asText(standardManifestText));
    } catch {
      return [`${STANDARD_MANIFEST} is geen geldige JSON.`];
    }
    const inner = namedFiles(standard, 'mf/');
    if (!inner)
      return [`${STANDARD_MANIFEST} noemt de bestanden van de build niet (tjas.files): bouw de sectie opnieuw.`];
    names[STANDARD_MANIFEST] = true;
    for (const file of inner) names[file] = true;
  }
  const problems = [];
  for (const path of Object.keys(present)) {
    if (!names[path]) problems.push(`Bestand ${path} heeft de build niet gemaakt: de manifest noemt het niet.`);
  }
  for (const path of Object.keys(names)) {
    if (!present[path]) problems.push(`De manifest noemt ${path}, maar dat bestand zit niet in de release.`);
  }
  return problems;
}

module.exports = {
  allowedType,
  asText,
  bundleProblems,
  safePath,
  MANIFEST,
  MAX_FILES,
  NAME,
  RESERVED_NAMES,
  reservedName,
  STANDARD_MANIFEST,
  VERSION,
};
