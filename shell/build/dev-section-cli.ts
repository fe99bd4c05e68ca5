/**
 * `pnpm dev:section <name> [--port 5173]`: the whole site on http://127.0.0.1:5173 for working on one
 * section: the shell and the other sections as released on the running site (TJAS_BACKEND,
 * default the local `pnpm start`), and this section from its source with hot module
 * replacement. Log in with a demo account; an edit shows in the open page at once.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { npmChildEnv } from '@tjas/federation/npm-child-env';
import { devSectionArgs } from './dev-section-args.ts';
import { devSectionTarget } from './dev-section-target.ts';

const root = resolve(import.meta.dirname, '../..');
// A section with its own React is refused with the reason (exit 1): served here it would run on
// the shell's React, without a word (see dev-section-target.ts).
// A folder is taken from where the command was typed (pnpm runs scripts in the repository's root).
const args = devSectionArgs(process.argv.slice(2));
const target = 'refuse' in args ? args : devSectionTarget(args.section, root, process.env['INIT_CWD'] ?? process.cwd());
if ('refuse' in target) {
  console.error(target.refuse);
  process.exit(target.exitCode);
}
const name = target.serve;
const { port, backend } = args as Exclude<typeof args, { refuse: string }>;
// Vite (and plugin-react's refresh) treat NODE_ENV=production as a production build: no HMR
// boundaries, so every edit reloads the page. A terminal or tool (vite's own build() sets it
// in-process) may have it set; live editing is development by definition.
if (process.env['NODE_ENV'] && process.env['NODE_ENV'] !== 'development') {
  console.log(`NODE_ENV=${process.env['NODE_ENV']} genegeerd: live bewerken draait altijd als development.`);
}
console.log(`Sectie ${name} live bewerken: http://127.0.0.1:${port} (API en andere secties van ${backend})`);
const vite = spawn('npx', ['vite', '--configLoader', 'runner', '--port', port, '--strictPort', '--host', '127.0.0.1'], {
  cwd: resolve(root, 'shell'),
  // Without pnpm's own npm_config_* settings, which npx would warn about in English.
  env: { ...npmChildEnv(), NODE_ENV: 'development', TJAS_DEV_SECTION: name, TJAS_BACKEND: backend },
  stdio: 'inherit',
});
vite.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => vite.kill(signal));
