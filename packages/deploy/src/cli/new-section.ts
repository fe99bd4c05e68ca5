/**
 * `pnpm new:section <name> --label "Nieuws" --prefix /nieuws [--order 7]`: a new, working
 * section in remotes/<name> (package, vite config, contract with one page, a component test and a
 * page test against the real backend), its line in the README's map of the repository, and
 * `pnpm install` to link it. It builds, passes its checks
 * and can be released at once (by admins, or by the committee an admin chose for it on /secties).
 * `--root DIR` writes into another checkout (tests); `--no-install` skips the install.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { npmChildEnv } from '@tjas/federation/npm-child-env';
import { format, resolveConfig } from 'prettier';
import { sectionFiles, type SectionVersions } from '../scaffold/section-files.ts';
import { REPO_ROOT } from '../site-paths.ts';

const USAGE = 'Gebruik: pnpm new:section <naam> --label "Nieuws" --prefix /nieuws [--order 7]';
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    label: { type: 'string' },
    prefix: { type: 'string' },
    order: { type: 'string' },
    root: { type: 'string' },
    'no-install': { type: 'boolean', default: false },
  },
});
const [name] = positionals;
const root = resolve(values.root ?? REPO_ROOT);
const problems: string[] = [];
if (!name || !values.label || !values.prefix) {
  console.error(USAGE);
  process.exit(2);
}
if (!/^[a-z][a-z0-9-]{1,39}$/.test(name))
  problems.push(`"${name}" is geen geldige naam: kleine letters, cijfers en streepjes.`);
// The names the site keeps for itself (`site`: tjas_site is its provider remote), as every release checks.
const bundle = createRequire(import.meta.url)('../section-bundle.cjs') as {
  RESERVED_NAMES: string[];
  reservedName(name: string): string;
};
if (bundle.RESERVED_NAMES.includes(name)) problems.push(bundle.reservedName(name));
if (!/^\/[a-z0-9-]{1,59}$/.test(values.prefix)) problems.push(`"${values.prefix}" is geen geldig pad, zoals /nieuws.`);
const order = values.order === undefined ? undefined : Number(values.order);
if (order !== undefined && !Number.isInteger(order)) problems.push('--order is een heel getal.');
const dir = join(root, 'remotes', name);
if (existsSync(dir)) problems.push(`remotes/${name} bestaat al.`);

// The versions every section of this workspace uses, and the prefixes that are taken.
const siblings = (await readdir(join(REPO_ROOT, 'remotes'), { withFileTypes: true })).filter((entry) =>
  entry.isDirectory(),
);
let versions: SectionVersions | undefined;
for (const sibling of siblings) {
  const pkg = JSON.parse(
    await readFile(join(REPO_ROOT, 'remotes', sibling.name, 'package.json'), 'utf8'),
  ) as SectionVersions & { tjasSection?: { prefix: string } };
  versions ??= { dependencies: pkg.dependencies, devDependencies: pkg.devDependencies };
  if (pkg.tjasSection?.prefix === values.prefix)
    problems.push(`Het pad ${values.prefix} is al van remotes/${sibling.name}.`);
}
if (!versions) problems.push('Geen bestaande sectie om de versies van over te nemen.');
if (problems.length > 0) {
  console.error(problems.map((problem) => `- ${problem}`).join('\n'));
  process.exit(1);
}

const files = sectionFiles(
  { name, label: values.label, prefix: values.prefix, ...(order === undefined ? {} : { order }) },
  versions!,
  dir,
  join(REPO_ROOT, 'tsconfig.base.json'),
);
// Written in the workspace's own format, so `pnpm lint` passes right after scaffolding.
for (const [path, content] of Object.entries(files)) {
  const file = join(dir, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, await format(content, { ...(await resolveConfig(file)), filepath: file }));
}
console.log(`remotes/${name} gemaakt (${Object.keys(files).length} bestanden).`);

// Its line in the README's map of the repository, after the last section's.
const readme = join(root, 'README.md');
if (existsSync(readme)) {
  const lines = (await readFile(readme, 'utf8')).split('\n');
  const last = lines.findLastIndex((line) => line.startsWith('remotes/'));
  if (last >= 0) {
    lines.splice(last + 1, 0, `${`remotes/${name}/`.padEnd(20)}${values.prefix}`);
    await writeFile(readme, lines.join('\n'));
  }
}
// Linking the new package changes the lockfile, so pnpm resolves again: from its store and cache
// where it can, from the registry for what a fresh checkout never fetched (--offline failed there).
if (!values['no-install'])
  execFileSync('npx', ['-y', 'pnpm@10.34.9', 'install', '--prefer-offline'], {
    cwd: root,
    stdio: 'inherit',
    env: npmChildEnv(), // without pnpm's own settings, which npx would warn about in English
  });
console.log(`
Verder:
  npm run -s dev:section -- ${name}                           werk eraan met de hele site eromheen
  npx -y pnpm@10.34.9 test:unit remotes/${name}               de componenttest van de sectie
  npx -y pnpm@10.34.9 test:sections remotes/${name}           de pagina's tegen de echte backend
  npm run -s release:section -- ${name} --site https://...   uitbrengen (de commissie die een beheerder op /secties koos, of beheerders)
`);
