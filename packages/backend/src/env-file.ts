import { resolve } from 'node:path';

/**
 * Loads TJAS_ENV_FILE (e.g. /etc/tjas/tjas.env, the file the systemd unit reads) into this
 * process, so the maintainer's commands (admin:create, backup, restore, upgrade) use the same
 * settings as the service. Variables already set win, as with systemd's EnvironmentFile.
 */
export function loadEnvFile(env: NodeJS.ProcessEnv = process.env): void {
  const file = env['TJAS_ENV_FILE'];
  // pnpm runs the command in the package's folder; a relative path means where it was typed.
  if (file) process.loadEnvFile(resolve(env['INIT_CWD'] ?? process.cwd(), file));
}
