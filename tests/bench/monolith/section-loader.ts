/**
 * Benchmark-only stand-in for the shell's federated section loader: the same sections, imported
 * as ordinary lazy chunks of one build. Measuring the site built this way against the federated
 * site gives the cost of federation itself. It exports what the federated loader exports
 * (tests/integration/bench-monolith.test.ts builds it).
 */
import { assertSectionContract, type SectionContract } from '@tjas/federation/section-contract';
import type { SectionRegistryEntry } from '@tjas/federation/section-registry';

const sections: Record<string, () => Promise<{ default: unknown }>> = {
  events: () => import('../../../remotes/events/src/section.tsx'),
  sport: () => import('../../../remotes/sport/src/section.tsx'),
  media: () => import('../../../remotes/media/src/section.tsx'),
  webshop: () => import('../../../remotes/webshop/src/section.tsx'),
  board: () => import('../../../remotes/board/src/section.tsx'),
  actief: () => import('../../../remotes/actief/src/section.tsx'),
};

export const SECTION_LOAD_TIMEOUT_MS = 10_000;

export function prefetchSection(section: SectionRegistryEntry): void {
  loadSection(section).catch(() => undefined);
}

export async function loadSection(section: SectionRegistryEntry): Promise<SectionContract> {
  const load = sections[section.name];
  if (!load) throw new Error(`Sectie ${section.name} zit niet in deze bundel.`);
  return assertSectionContract((await load()).default, section.name);
}
