import { SECTION_EXPOSE } from '@tjas/federation/shared-map';

/** A shared package as a section's manifest describes it (see sectionManifest in packages/federation). */
export interface ManifestShare {
  name: string;
  version?: string;
  requiredVersion?: string;
  singleton?: boolean;
}

interface ManifestExpose {
  path: string;
  assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } };
}

/** The part of a section's `mf-manifest.json` the shell reads. */
export interface SectionManifest {
  shared: ManifestShare[];
  exposes: ManifestExpose[];
}

/** The files that make up a section's contract module, as absolute URLs. */
export interface SectionFiles {
  /** The module to import; it loads its own chunks. */
  module: string;
  /** Style sheets the module needs before it renders. */
  styles: string[];
}

/**
 * Reads a section's manifest (the registry's entry URL). Fetched with the browser's default
 * cache mode so the copy the page response preloaded is used; the server sends it "no-cache".
 */
export async function fetchSectionManifest(url: string): Promise<SectionManifest> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Manifest ${url}: HTTP ${response.status}`);
  const manifest = (await response.json()) as Partial<SectionManifest> | null;
  return { shared: manifest?.shared ?? [], exposes: manifest?.exposes ?? [] };
}

/** Where the section's contract module and its styles are, relative to the manifest's URL. */
export function sectionFiles(manifest: SectionManifest, manifestUrl: string): SectionFiles {
  const expose = manifest.exposes.find((candidate) => candidate.path === SECTION_EXPOSE);
  const module = expose?.assets?.js?.sync?.[0];
  if (!module) throw new Error(`Manifest ${manifestUrl} noemt geen ${SECTION_EXPOSE}.`);
  const url = (file: string) => new URL(file, manifestUrl).href;
  return { module: url(module), styles: (expose.assets?.css?.sync ?? []).map(url) };
}
