import { parseSectionRegistry, SECTION_REGISTRY_PATH, type SectionRegistry } from '@tjas/federation/section-registry';

export interface RegistryState {
  registry: SectionRegistry;
  /** Set when the registry could not be read: section routes then say so instead of 404. */
  error?: string;
}

/** Reads the section registry; the server sends it "no-cache", so a deploy is seen on the next load. */
export async function loadSectionRegistry(fetchImpl: typeof fetch = fetch): Promise<RegistryState> {
  try {
    const response = await fetchImpl(SECTION_REGISTRY_PATH);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return { registry: parseSectionRegistry(await response.json()) };
  } catch (error) {
    console.error('Sectieregister kon niet worden geladen', error);
    return { registry: { sections: [] }, error: 'Het overzicht van de onderdelen kon niet worden geladen.' };
  }
}
