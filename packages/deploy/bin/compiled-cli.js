import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// A command of this package as one plain JavaScript file, so it starts with `node` in a tenth of
// a second instead of through tsx (which compiles every file on every call). The compiled file
// is checked against its sources on every call and compiled again when any of them changed: a
// volunteer never runs yesterday's command after a `git pull`.

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
const THIS_FILE = fileURLToPath(import.meta.url);

/**
 * Files a compiled command loads beside itself at run time (createRequire), copied next to it:
 * the release checks the server shares as plain CommonJS, and the route patterns they require.
 * @type {readonly string[]}
 */
const BESIDE = ['src/section-bundle.cjs', 'src/route-patterns.cjs'];

/**
 * @typedef {object} CliPaths
 * @property {string} entry  the command's TypeScript entry
 * @property {string} outFile  the compiled file; it must sit as deep as `src/` (paths made from
 *   its import.meta.url, such as the repository's root, then stay right)
 * @property {string} stampFile  its sources and their hash, written after each compile
 * @property {readonly string[]} beside  files copied next to outFile
 */

/**
 * Where a command of this package and its compiled file are.
 * @param {string} name  e.g. `release-section` (src/cli/release-section.ts)
 * @returns {CliPaths}
 */
export function cliPaths(name) {
  return {
    entry: join(PACKAGE_DIR, 'src', 'cli', `${name}.ts`),
    outFile: join(PACKAGE_DIR, 'dist', `${name}.js`),
    stampFile: join(PACKAGE_DIR, 'dist', `${name}.sources.json`),
    beside: BESIDE.map((file) => join(PACKAGE_DIR, file)),
  };
}

/**
 * One hash over the given files' paths and contents and this compiler's own source (a change in
 * how it compiles makes every compiled file stale); undefined when one of them is gone.
 * @param {readonly string[]} files
 * @returns {Promise<string | undefined>}
 */
async function sourcesHash(files) {
  const hash = createHash('sha256');
  try {
    for (const file of [THIS_FILE, ...files]) {
      hash.update(`${file}\0`);
      hash.update(await readFile(file));
    }
  } catch {
    return undefined;
  }
  return hash.digest('hex');
}

/**
 * Where a file of `beside` is copied: next to the compiled file, as it sits next to src/'s files.
 * @param {CliPaths} paths
 * @param {string} file
 */
const besideCopy = (paths, file) => join(dirname(paths.outFile), relative(join(PACKAGE_DIR, 'src'), file));

/**
 * One hash over what was written: the compiled file and the copies beside it. A file changed or
 * emptied after the compile (by hand, by a full disk) is not run.
 * @param {CliPaths} paths
 * @returns {Promise<string | undefined>}
 */
async function outputHash(paths) {
  const hash = createHash('sha256');
  try {
    for (const file of [paths.outFile, ...paths.beside.map((source) => besideCopy(paths, source))])
      hash.update(await readFile(file));
  } catch {
    return undefined;
  }
  return hash.digest('hex');
}

/**
 * Besides the sources, what decides how they compile: the package.json of each package they lie
 * in (its `exports` choose which file an import gets) and esbuild's own version.
 * @param {readonly string[]} inputs
 * @returns {string[]}
 */
function compileSettings(inputs) {
  const manifests = new Set();
  for (const input of inputs) {
    for (let dir = dirname(input); dir !== dirname(dir); dir = dirname(dir)) {
      if (existsSync(join(dir, 'package.json'))) {
        manifests.add(join(dir, 'package.json'));
        break;
      }
    }
  }
  try {
    manifests.add(createRequire(import.meta.url).resolve('esbuild/package.json'));
  } catch {
    // esbuild's manifest not reachable by that name: its version then does not count
  }
  return [...manifests];
}

/**
 * Whether the compiled file is there as it was written, and made from the sources as they are now.
 * @param {CliPaths} paths
 * @returns {Promise<boolean>}
 */
export async function isFresh(paths) {
  /** @type {{ hash: string, output: string, sources: string[] }} */
  let stamp;
  try {
    stamp = JSON.parse(await readFile(paths.stampFile, 'utf8'));
  } catch {
    return false;
  }
  if (typeof stamp.output !== 'string' || (await outputHash(paths)) !== stamp.output) return false;
  const dir = dirname(paths.stampFile);
  return (await sourcesHash(stamp.sources.map((source) => resolve(dir, source)))) === stamp.hash;
}

/**
 * Compiles the command into one file: this workspace's packages (TypeScript sources) bundled in,
 * installed packages left to node_modules (they are JavaScript already). Written beside and then
 * renamed, so a command started at the same moment reads a whole file or the previous one.
 * @param {CliPaths} paths
 * @returns {Promise<void>}
 */
export async function compile(paths) {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [paths.entry],
    outfile: paths.outFile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    metafile: true,
    logLevel: 'error',
    plugins: [
      {
        name: 'workspace-only',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@tjas/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  const cwd = process.cwd();
  const inputs = Object.keys(result.metafile.inputs).map((input) => resolve(cwd, input));
  const sources = [...new Set([...inputs, ...compileSettings(inputs), ...paths.beside])].sort();
  const hash = await sourcesHash(sources);
  const dir = dirname(paths.outFile);
  await mkdir(dir, { recursive: true });
  const temporary = (/** @type {string} */ file) => `${file}.${process.pid}.tmp`;
  for (const file of paths.beside) {
    const target = besideCopy(paths, file);
    await copyFile(file, temporary(target));
    await rename(temporary(target), target);
  }
  const [output] = result.outputFiles;
  await writeFile(temporary(paths.outFile), output.contents);
  await rename(temporary(paths.outFile), paths.outFile);
  const stampDir = dirname(paths.stampFile);
  const stamp = { hash, output: await outputHash(paths), sources: sources.map((source) => relative(stampDir, source)) };
  await writeFile(temporary(paths.stampFile), `${JSON.stringify(stamp, null, 2)}\n`);
  await rename(temporary(paths.stampFile), paths.stampFile);
}

/**
 * The compiled file of a command, compiled first when it is missing or older than its sources.
 * @param {CliPaths} paths
 * @returns {Promise<string>}
 */
export async function compiledCli(paths) {
  if (!(await isFresh(paths))) await compile(paths);
  return paths.outFile;
}
