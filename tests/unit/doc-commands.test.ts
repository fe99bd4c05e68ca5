import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The README and docs/ tell maintainers and volunteers which command to type: every
// `pnpm <script>` and `npm run <script>` they name is a script of the root package.json.

const ROOT = resolve(import.meta.dirname, '../..');
/** pnpm's own commands, and words that follow "pnpm" in a sentence. */
const PNPM_COMMANDS = new Set(['install', 'add', 'exec', 'dlx', 'run', 'comes', 'workspace']);

/** Each document, and the package.json whose scripts it names (the outside host's guide: the example's). */
const documents = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs')).flatMap((name) => (name.endsWith('.md') ? [`docs/${name}`] : [])),
].map((file) => [file, file === 'docs/outside-host.md' ? 'examples/outside-host/package.json' : 'package.json']);

const scriptsOf = (pkg: string) =>
  Object.keys((JSON.parse(readFileSync(join(ROOT, pkg), 'utf8')) as { scripts: Record<string, string> }).scripts);

describe('the commands the docs name', () => {
  it.each(documents)('%s names only scripts of %s', (file, pkg) => {
    const scripts = scriptsOf(pkg!);
    const text = readFileSync(join(ROOT, file!), 'utf8');
    const named = [...text.matchAll(/\b(?:pnpm(?:@[\d.]+)?|npm run(?: -s)?) ([a-z][a-z0-9:-]*)/g)].map(
      (match) => match[1]!,
    );
    const unknown = [...new Set(named)].filter((name) => !PNPM_COMMANDS.has(name) && !scripts.includes(name));
    expect(unknown, `${file} names scripts that ${pkg} does not have`).toEqual([]);
  });
});
