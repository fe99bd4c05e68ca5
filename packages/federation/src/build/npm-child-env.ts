/**
 * The environment for an `npx`/`npm` child of a command that pnpm runs (`pnpm new:section`,
 * `pnpm dev:section`). pnpm hands its scripts its own settings as `npm_config_*` variables, and
 * npm reads every such variable as its own setting, printing an English warning for each it does
 * not know ('npm warn Unknown env config "verify-deps-before-run"'): noise a volunteer cannot act
 * on. These are the ones pnpm 10 sets that npm does not know; a leading underscore is pnpm's
 * (`_jsr-registry`). pnpm also points `globalconfig` at its own rc file and keeps npm's in
 * `npm_globalconfig`: npm gets its own back.
 */
const PNPM_ONLY = new Set([
  'verify_deps_before_run',
  'npm_globalconfig',
  'reporter',
  'frozen_lockfile',
  // `pnpm --filter <package> <script>`, as `pnpm new:section` runs the deploy package's script.
  'recursive',
]);

export function npmChildEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const child: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(env)) {
    const setting = /^npm_config_(.*)$/i.exec(key)?.[1]?.toLowerCase();
    if (setting !== undefined && (PNPM_ONLY.has(setting) || setting.startsWith('_'))) continue;
    child[key] = value;
  }
  const npmGlobal = env['npm_config_npm_globalconfig'];
  if (npmGlobal) child['npm_config_globalconfig'] = npmGlobal;
  return child;
}
