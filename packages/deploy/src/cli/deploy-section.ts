/**
 * `pnpm deploy:section <name> [--origin https://...] [--skip-build]`: builds one section and
 * switches the site to it. Nothing else is rebuilt or restarted.
 */
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { deploySection } from '../section-deployer.ts';
import { PRODUCT_SLUG, REPO_ROOT, SITE_DIR, sectionDir } from '../site-paths.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { origin: { type: 'string' }, 'skip-build': { type: 'boolean', default: false } },
});
const name = positionals[0];
if (!name) {
  console.error('Gebruik: pnpm deploy:section <sectie> [--origin https://...] [--skip-build]');
  process.exit(2);
}
const started = performance.now();
if (!values['skip-build']) {
  execFileSync('npx', ['-y', 'pnpm@10.34.9', '--filter', `./remotes/${name}`, 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
}
const entry = await deploySection({ siteDir: SITE_DIR, sectionDir: sectionDir(name), origin: values.origin, slug: PRODUCT_SLUG });
console.log(`${entry.name}@${entry.version} staat live (${entry.entry}) na ${Math.round(performance.now() - started)} ms.`);
