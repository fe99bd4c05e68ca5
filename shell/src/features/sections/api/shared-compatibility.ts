import { satisfy } from '@module-federation/runtime';
import { SectionContractError } from '@tjas/federation/section-contract';
import type { SectionRegistryEntry } from '@tjas/federation/section-registry';

interface ManifestShare {
  name: string;
  requiredVersion?: string;
  singleton?: boolean;
}

/** Shared singletons whose required range the shell's version does not satisfy (Dutch). */
export function incompatibleShares(shared: readonly ManifestShare[], provided: Readonly<Record<string, string>>): string[] {
  return shared.flatMap((share) => {
    const version = provided[share.name];
    if (!share.singleton || !version || !share.requiredVersion || share.requiredVersion === '*') return [];
    return satisfy(version, share.requiredVersion) ? [] : [`${share.name} ${share.requiredVersion} gevraagd, de site heeft ${version}`];
  });
}

/**
 * Reads the section's mf-manifest.json before loading it. The federation runtime only warns about
 * an unsatisfied singleton range and then runs the section with its own copy (two Reacts, two
 * stores); the shell refuses such a section instead, with the reason.
 */
export async function assertSharedCompatible(section: SectionRegistryEntry, entryUrl: string): Promise<void> {
  let shared: ManifestShare[];
  try {
    const response = await fetch(new URL('mf-manifest.json', entryUrl));
    if (!response.ok) return; // no manifest: nothing to check against
    shared = ((await response.json()) as { shared?: ManifestShare[] }).shared ?? [];
  } catch {
    return; // the entry load that follows reports the network failure
  }
  const problems = incompatibleShares(shared, __TJAS_SHARED_VERSIONS__);
  if (problems.length > 0) {
    throw new SectionContractError(`Deze versie van ${section.label} past niet bij de site: ${problems.join('; ')}.`);
  }
}
