import { satisfies } from 'compare-versions';
import { SectionContractError } from '@tjas/federation/section-contract';
import type { SectionRegistryEntry } from '@tjas/federation/section-registry';
import type { ManifestShare } from './section-manifest.ts';

/** Whether `version` satisfies the npm range; a range that cannot be read counts as unmet. */
function inRange(version: string, range: string): boolean {
  try {
    return satisfies(version, range);
  } catch {
    return false;
  }
}

/**
 * Why the shell cannot serve a section's shared packages (Dutch): one it does not provide (on
 * the page nothing would resolve the import), or a range its version does not satisfy.
 */
export function incompatibleShares(
  shared: readonly ManifestShare[],
  provided: Readonly<Record<string, string>>,
): string[] {
  return shared.flatMap((share) => {
    const version = Object.hasOwn(provided, share.name) ? provided[share.name] : undefined;
    if (!version) return [`${share.name} levert de site niet`];
    if (!share.requiredVersion || share.requiredVersion === '*') return [];
    return inRange(version, share.requiredVersion)
      ? []
      : [`${share.name} ${share.requiredVersion} gevraagd, de site heeft ${version}`];
  });
}

/**
 * A section runs on the shell's copies of the shared packages (the page's import map); there is
 * no fallback to a copy of its own. A section built against a range the shell's version does not
 * satisfy is refused with the reason instead of failing in odd ways.
 */
export function assertSharedCompatible(section: SectionRegistryEntry, shared: readonly ManifestShare[]): void {
  const problems = incompatibleShares(shared, __TJAS_SHARED_VERSIONS__);
  if (problems.length > 0) {
    throw new SectionContractError(`Deze versie van ${section.label} past niet bij de site: ${problems.join('; ')}.`);
  }
}
