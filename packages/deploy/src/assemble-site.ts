/**
 * Puts the built shell and every built section together into the folder PocketBase serves:
 *
 *   .site/index.html, assets/...            the shell
 *   .site/sections/<name>/<version>/...     each section, in an immutable versioned folder
 *   .site/remotes.json                      the section registry the shell reads at run time
 */
import { cp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SectionRegistry } from '@tjas/federation/section-registry';
import { buildVersion, readSectionPackage } from './section-package.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const siteDir = resolve(root, process.env['SITE_DIR'] ?? '.site');
const slug = process.env['VITE_PRODUCT_SLUG'] ?? 'tjas';

await rm(siteDir, { recursive: true, force: true });
await cp(join(root, 'shell/dist'), siteDir, { recursive: true });

const registry: SectionRegistry = { sections: [] };
const remotesDir = join(root, 'remotes');
for (const entry of (await readdir(remotesDir, { withFileTypes: true })).filter((dirent) => dirent.isDirectory())) {
  const pkg = await readSectionPackage(join(remotesDir, entry.name));
  const distDir = join(pkg.dir, 'dist');
  const version = await buildVersion(pkg, distDir);
  const target = join(siteDir, 'sections', pkg.meta.name, version);
  await mkdir(target, { recursive: true });
  await cp(distDir, target, { recursive: true });
  registry.sections.push({
    name: pkg.meta.name,
    label: pkg.meta.label,
    prefix: pkg.meta.prefix.replace('{slug}', slug),
    entry: `/sections/${pkg.meta.name}/${version}/remoteEntry.js`,
    version,
  });
}
await writeFile(join(siteDir, 'remotes.json'), `${JSON.stringify(registry, null, 2)}\n`);
console.log(`Site samengesteld in ${siteDir}: ${registry.sections.map((s) => `${s.name}@${s.version}`).join(', ')}`);
