/**
 * `npx -y pnpm@10.34.9 upgrade:site <tag or commit>`: brings the site to that version of the
 * code, or leaves it as it was (upgrade-site.ts). Settings from TJAS_ENV_FILE, as the service.
 * Exit 0 when the site runs the new version, 1 when it runs the previous one again (or the
 * upgrade did not begin), 2 for wrong usage.
 */
import { loadEnvFile } from '../env-file.ts';
import { REPO_ROOT } from '../paths.ts';
import { upgradeSite } from './upgrade-site.ts';

const args = process.argv.slice(2);
if (args.length !== 1 || args[0]!.startsWith('-')) {
  console.error('Gebruik: npx -y pnpm@10.34.9 upgrade:site <tag of commit>   (met TJAS_ENV_FILE=/etc/tjas/tjas.env)');
  process.exit(2);
}
loadEnvFile();
const ok = await upgradeSite({ repo: REPO_ROOT, target: args[0]!, env: process.env, log: (line) => console.log(line) });
process.exit(ok ? 0 : 1);
