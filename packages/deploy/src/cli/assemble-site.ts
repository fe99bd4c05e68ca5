/**
 * After `pnpm build`: puts the built shell and every built section into the served folder.
 *
 *   .site/index.html, assets/, builds/      the shell
 *   .site/sections/<name>/<version>/        each section, in an immutable versioned folder
 *   .site/remotes.json                      the section registry the shell reads at run time
 *
 * Versions deployed earlier stay (members with an open page keep working) until pruned.
 */
import { cp, mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { deploySection } from '../section-deployer.ts';
import { PRODUCT_SLUG, REPO_ROOT, SITE_DIR } from '../site-paths.ts';

await mkdir(SITE_DIR, { recursive: true });
for (const entry of await readdir(SITE_DIR)) {
  if (entry !== 'sections' && entry !== 'remotes.json') await rm(join(SITE_DIR, entry), { recursive: true, force: true });
}
await cp(join(REPO_ROOT, 'shell/dist'), SITE_DIR, { recursive: true });

const deployed = [];
const remotes = (await readdir(join(REPO_ROOT, 'remotes'), { withFileTypes: true })).filter((dirent) => dirent.isDirectory());
for (const remote of remotes) {
  deployed.push(await deploySection({ siteDir: SITE_DIR, sectionDir: join(REPO_ROOT, 'remotes', remote.name), slug: PRODUCT_SLUG }));
}
console.log(`Site samengesteld in ${SITE_DIR}: ${deployed.map((s) => `${s.name}@${s.version}`).join(', ')}`);
