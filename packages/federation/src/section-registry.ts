/**
 * The section registry (`remotes.json`): which sections are deployed, where, and at which version.
 * The shell fetches it at run time, so a section can be deployed without rebuilding the shell.
 */
export interface SectionRegistryEntry {
  /** Short name, e.g. `events`; the federation container is `tjas_<name>`. */
  name: string;
  /** Navigation label of the area. */
  label: string;
  /** Route prefix, e.g. `/evenementen`. */
  prefix: string;
  /** URL of the section's federation manifest (`mf-manifest.json`), absolute or relative to the site root. */
  entry: string;
  /**
   * URL of the version's standard Module Federation manifest (`mf/mf-manifest.json`), for hosts
   * other than the shell (docs/outside-host.md); absent for versions built without `mf/`.
   */
  mfManifest?: string;
  version: string;
  /** Place in the main navigation (lower first). */
  order?: number;
}

export interface SectionRegistry {
  sections: SectionRegistryEntry[];
}

export const SECTION_REGISTRY_PATH = '/remotes.json';

/** The version of a section `dev:section` serves from its source: no release, so nothing the site counts. */
export const DEV_VERSION = 'dev';

const PREFIX_PATTERN = /^\/[a-z0-9-]+$/;

export function parseSectionRegistry(value: unknown): SectionRegistry {
  const sections = (value as { sections?: unknown } | null)?.sections;
  if (!Array.isArray(sections)) throw new Error('Sectieregister zonder lijst "sections".');
  const seen = new Set<string>();
  return {
    sections: sections.map((raw, index) => {
      const entry = raw as Partial<Record<keyof SectionRegistryEntry, unknown>>;
      for (const key of ['name', 'label', 'prefix', 'entry', 'version'] as const) {
        if (typeof entry[key] !== 'string' || entry[key] === '') {
          throw new Error(`Sectieregister: sectie ${index} mist "${key}".`);
        }
      }
      const parsed = entry as SectionRegistryEntry;
      if (!PREFIX_PATTERN.test(parsed.prefix)) {
        throw new Error(`Sectieregister: ongeldig prefix "${parsed.prefix}".`);
      }
      if (seen.has(parsed.name)) throw new Error(`Sectieregister: sectie "${parsed.name}" staat er twee keer in.`);
      seen.add(parsed.name);
      const order = typeof entry.order === 'number' && Number.isFinite(entry.order) ? { order: entry.order } : {};
      const mfManifest =
        typeof entry.mfManifest === 'string' && entry.mfManifest !== '' ? { mfManifest: entry.mfManifest } : {};
      return {
        name: parsed.name,
        label: parsed.label,
        prefix: parsed.prefix,
        entry: parsed.entry,
        ...mfManifest,
        version: parsed.version,
        ...order,
      };
    }),
  };
}

/**
 * The registry entry whose prefix owns `pathname`, if any. In any case, as React Router matches the
 * section's own routes after it and as the server decides its 404s (pb_hooks/lib/section-paths.js).
 */
export function findSectionForPath(registry: SectionRegistry, pathname: string): SectionRegistryEntry | undefined {
  const path = pathname.toLowerCase();
  return registry.sections.find((section) => {
    const prefix = section.prefix.toLowerCase();
    return path === prefix || path.startsWith(`${prefix}/`);
  });
}
