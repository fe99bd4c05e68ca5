// A section's route patterns: the paths its pages and redirects answer, relative to its prefix,
// as React Router reads them (`''`, `uitslagen`, `uitslagen/:id`, `docs/*`). The section build
// writes them into its manifest (`tjas.routes`), the release checks refuse malformed ones, and
// the server answers 404 for an address under the section's prefix that none of them matches
// (pb_hooks/lib/unknown-pages.js). Plain CommonJS without PocketBase globals: the server's hooks
// (goja) and Node both load this very file.

const MAX_ROUTES = 200;
const MAX_LENGTH = 200;
const MAX_SEGMENTS = 16;
/** Optional segments double the ways a pattern matches: a few are plenty. */
const MAX_OPTIONAL = 6;
const STATIC = /^[A-Za-z0-9._~@+-]+$/;
const PARAM = /^:[A-Za-z_][A-Za-z0-9_]*$/;

/** A value from a manifest as text for a message: strings and numbers as they are, else ''. */
function shown(value) {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && isFinite(value) ? String(value) : '';
}

/** A segment without its optional mark (`:lang?` -> `:lang`). */
function bare(segment) {
  return segment.charAt(segment.length - 1) === '?' ? segment.slice(0, -1) : segment;
}

function isStatic(segment) {
  const name = bare(segment);
  return STATIC.test(name) && name !== '.' && name !== '..';
}

/**
 * What is wrong with one pattern (a Dutch sentence), or '' when React Router reads it as a route
 * of its own: plain segments, parameters (`:id`, optional `:id?`, `foto?`) and a `*` only at the
 * end, after a fixed segment. A bare `*` (or `:id/*`) would claim every address under the prefix,
 * so nothing there would ever be "not found".
 */
function patternProblem(pattern) {
  if (typeof pattern !== 'string') return `Route ${shown(pattern) || '(geen tekst)'} is geen tekst.`;
  if (pattern.length > MAX_LENGTH) return `Route "${pattern.slice(0, 40)}…" is langer dan ${MAX_LENGTH} tekens.`;
  if (pattern === '') return '';
  if (pattern.charAt(0) === '/')
    return `Route "${pattern}" begint met een /: schrijf hem vanaf het voorvoegsel van de sectie, zoals "uitslagen/:id".`;
  const segments = pattern.split('/');
  if (segments.length > MAX_SEGMENTS) return `Route "${pattern}" heeft meer dan ${MAX_SEGMENTS} delen.`;
  let fixed = false;
  let optional = 0;
  for (let index = 0; index < segments.length; index++) {
    const segment = segments[index];
    if (segment === '*') {
      if (index !== segments.length - 1)
        return `Route "${pattern}" heeft een * in het midden: een * mag alleen aan het eind.`;
      if (!fixed)
        return `Route "${pattern}" zou elk adres van de sectie opvangen: zet een * alleen achter een vast deel, zoals "documenten/*".`;
      continue;
    }
    if (segment === '') return `Route "${pattern}" heeft een leeg deel (twee / achter elkaar of een / aan het eind).`;
    const param = PARAM.test(bare(segment));
    if (!param && !isStatic(segment))
      return `Route "${pattern}" heeft een ongeldig deel "${segment}": gebruik letters, cijfers en - . _ ~, een parameter zoals ":id" of een * aan het eind.`;
    const isOptional = bare(segment) !== segment;
    if (isOptional) optional++;
    if (!param && !isOptional) fixed = true;
  }
  if (optional > MAX_OPTIONAL) return `Route "${pattern}" heeft meer dan ${MAX_OPTIONAL} optionele delen.`;
  return '';
}

/**
 * The problems (Dutch sentences) of a manifest's `tjas.routes`: none for a manifest without them
 * (a build from before sections named their routes; the whole prefix is then the section's).
 */
function routesProblems(routes) {
  if (routes === undefined) return [];
  if (!Array.isArray(routes))
    return ['De manifest noemt de routes van de sectie niet als lijst (tjas.routes): bouw de sectie opnieuw.'];
  if (routes.length === 0) return ['De manifest noemt geen enkele route van de sectie (tjas.routes is leeg).'];
  if (routes.length > MAX_ROUTES) return [`De sectie noemt ${routes.length} routes; de grens is ${MAX_ROUTES}.`];
  const problems = [];
  for (const pattern of routes) {
    const problem = patternProblem(pattern);
    if (problem) problems.push(problem);
  }
  return problems;
}

/** Whether pattern segments from `at` match path segments from `from` (React Router: any case, `*` = the rest). */
function matchFrom(pattern, at, path, from) {
  if (at === pattern.length) return from === path.length;
  const segment = pattern[at];
  if (segment === '*') return true;
  const name = bare(segment);
  if (name !== segment && matchFrom(pattern, at + 1, path, from)) return true;
  if (from === path.length) return false;
  const fits = name.charAt(0) === ':' || name.toLowerCase() === path[from].toLowerCase();
  return fits && matchFrom(pattern, at + 1, path, from + 1);
}

/**
 * `routes` split into segments once, for `matchesCompiled`: the server keeps this per live
 * version instead of checking and splitting every pattern on every request. Malformed patterns
 * are left out (they match nothing).
 */
function compileRoutes(routes) {
  const compiled = [];
  for (const pattern of routes) {
    if (patternProblem(pattern)) continue;
    compiled.push(pattern === '' ? [] : pattern.split('/'));
  }
  return compiled;
}

/** Whether `path` (relative to the prefix) is an address one of the compiled patterns answers. */
function matchesCompiled(compiled, path) {
  const segments = String(path)
    .split('/')
    .filter((segment) => segment !== '');
  for (const pattern of compiled) if (matchFrom(pattern, 0, segments, 0)) return true;
  return false;
}

/**
 * Whether `path`, relative to the section's prefix ('' for the prefix itself, `uitslagen/12`),
 * is an address one of `routes` answers. Empty segments (`a//b`, a slash at the end) do not
 * count, as in the browser's router. Malformed patterns match nothing.
 */
function matchesRoutes(routes, path) {
  return matchesCompiled(compileRoutes(routes), path);
}

module.exports = { compileRoutes, matchesCompiled, matchesRoutes, patternProblem, routesProblems, MAX_ROUTES };
