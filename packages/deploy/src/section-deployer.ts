import { cp, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { SectionRegistryEntry } from '@tjas/federation/section-registry';
import { SECTION_MANIFEST } from '@tjas/federation/shared-map';
import { readRegistry, writeRegistry } from './registry-file.ts';
import { readHistory, writeHistory } from './section-history.ts';
import { buildVersion, readSectionPackage } from './section-package.ts';

export interface DeployOptions {
  siteDir: string;
  /** The section's package folder (remotes/<name>), with a fresh build in dist/. */
  sectionDir: string;
  /** Another origin that serves the site's sections/ folder, e.g. https://secties.example. */
  origin?: string;
  /** The product slug for prefixes like /{slug}-actief. */
  slug?: string;
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

function entryUrl(name: string, version: string, origin: string | undefined): string {
  const path = `/sections/${name}/${version}/${SECTION_MANIFEST}`;
  return origin ? `${origin.replace(/\/$/, '')}${path}` : path;
}

async function switchTo(siteDir: string, entry: SectionRegistryEntry): Promise<void> {
  const registry = await readRegistry(siteDir);
  const others = registry.sections.filter((section) => section.name !== entry.name);
  // Navigation follows the registry: by the sections' own order, then by name.
  const order = (section: SectionRegistryEntry) => section.order ?? Number.MAX_SAFE_INTEGER;
  const sections = [...others, entry].sort((a, b) => order(a) - order(b) || a.name.localeCompare(b.name));
  await writeRegistry(siteDir, { sections });
}

/**
 * Deploys a built section: its files go to an immutable folder sections/<name>/<version>/
 * (never overwritten; the same build twice is the same version), then the registry entry is
 * switched in one atomic rename. The shell, PocketBase and other sections are not touched.
 */
export async function deploySection(options: DeployOptions): Promise<SectionRegistryEntry> {
  const pkg = await readSectionPackage(options.sectionDir);
  const distDir = join(pkg.dir, 'dist');
  if (!(await exists(join(distDir, SECTION_MANIFEST)))) throw new Error(`Geen build in ${distDir}: bouw de sectie eerst.`);
  const version = await buildVersion(pkg, distDir);
  const name = pkg.meta.name;
  const target = join(options.siteDir, 'sections', name, version);
  if (!(await exists(target))) {
    // Copy under a temporary name first, so a half-copied folder is never served as a version.
    const staging = `${target}.staging`;
    await rm(staging, { recursive: true, force: true });
    await mkdir(join(options.siteDir, 'sections', name), { recursive: true });
    await cp(distDir, staging, { recursive: true });
    await rename(staging, target);
  }
  const entry: SectionRegistryEntry = {
    name,
    label: pkg.meta.label,
    prefix: pkg.meta.prefix.replace('{slug}', options.slug ?? 'tjas'),
    ...(pkg.meta.order === undefined ? {} : { order: pkg.meta.order }),
    entry: entryUrl(name, version, options.origin),
    version,
  };
  await switchTo(options.siteDir, entry);
  const history = await readHistory(options.siteDir, name);
  if (history.deployments.at(-1)?.version !== version) {
    history.deployments.push({ version, deployedAt: new Date().toISOString() });
    await writeHistory(options.siteDir, name, history);
  }
  return entry;
}

/** Switches a section back to the version deployed before the current one. */
export async function rollbackSection(siteDir: string, name: string): Promise<SectionRegistryEntry> {
  const registry = await readRegistry(siteDir);
  const current = registry.sections.find((section) => section.name === name);
  if (!current) throw new Error(`Sectie "${name}" staat niet in het register.`);
  const history = await readHistory(siteDir, name);
  const index = history.deployments.map((deployment) => deployment.version).lastIndexOf(current.version);
  const previous = index > 0 ? history.deployments[index - 1] : undefined;
  if (!previous) throw new Error(`Sectie "${name}" heeft geen eerdere versie om naar terug te gaan.`);
  if (!(await exists(join(siteDir, 'sections', name, previous.version)))) {
    throw new Error(`Versie ${previous.version} van "${name}" is opgeruimd en kan niet terug.`);
  }
  const entry = { ...current, version: previous.version, entry: current.entry.replace(current.version, previous.version) };
  await switchTo(siteDir, entry);
  history.deployments = history.deployments.slice(0, index);
  await writeHistory(siteDir, name, history);
  return entry;
}

/** Removes old versions of a section, keeping the current one and the `keep` most recent others. */
export async function pruneSection(siteDir: string, name: string, keep: number): Promise<string[]> {
  const registry = await readRegistry(siteDir);
  const current = registry.sections.find((section) => section.name === name)?.version;
  const history = await readHistory(siteDir, name);
  const recent = history.deployments.map((deployment) => deployment.version).filter((version) => version !== current);
  const kept = new Set([current, ...recent.slice(-keep)]);
  const folders = (await readdir(join(siteDir, 'sections', name), { withFileTypes: true })).filter((entry) => entry.isDirectory());
  const removed = folders.map((folder) => folder.name).filter((version) => !kept.has(version));
  for (const version of removed) await rm(join(siteDir, 'sections', name, version), { recursive: true, force: true });
  history.deployments = history.deployments.filter((deployment) => !removed.includes(deployment.version));
  await writeHistory(siteDir, name, history);
  return removed;
}
