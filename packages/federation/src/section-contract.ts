import type { ComponentType } from 'react';

/** Bumped on every breaking change; the shell refuses sections with a version it does not know. */
export const SECTION_CONTRACT_VERSION = 1;

/** What the shell hands a page that a section mounts itself (see {@link SectionRoute.mount}). */
export interface SectionMountProps {
  /** The page's full path (prefix included), e.g. `/proef/2`. */
  path: string;
  /** Its query, e.g. `?seizoen=2025-2026` ('' when none). */
  search: string;
  /** The route's parameters, e.g. `{ id: '2' }` for `:id`. */
  params: Readonly<Record<string, string | undefined>>;
  /** Goes to another page of the site through the shell's router, without a reload. */
  navigate: (to: string) => void;
}

/**
 * A framework-neutral page, as Module Federation's bridge mounts one: render into `element`
 * (with the section's own React, another framework, or none) and return what undoes it. The
 * shell calls the returned function when the member leaves the page, and mounts again when
 * the page's path changes.
 */
export type SectionMount = (element: HTMLElement, props: SectionMountProps) => () => void;

interface SectionRouteBase {
  /** Path relative to the section's prefix: '' for the section's index, ':id/signups', ... */
  path: string;
  /** A stable name for the route (e.g. `board.current`), where other code or docs refer to it. */
  name?: string;
  /** Page title; the shell renders it as "{title} - {product}". */
  title: string;
  /** Committees that may open the page (admins always may); absent means every member. */
  permission?: readonly string[];
}

/**
 * One page: a React component rendered on the shell's one React (every section by default), or
 * a `mount` function for a section that brings its own React (`"framework": "own"`).
 */
export type SectionRoute = SectionRouteBase &
  ({ Component: ComponentType; mount?: never } | { mount: SectionMount; Component?: never });

export interface SectionNavEntry {
  /** Path relative to the section's prefix. */
  to: string;
  label: string;
  permission?: readonly string[];
}

/** A path of the section that leads to another of its pages (both relative to the prefix). */
export interface SectionRedirect {
  from: string;
  to: string;
}

/** What a section exposes to the shell, and nothing else. */
export interface SectionContract {
  contractVersion: typeof SECTION_CONTRACT_VERSION;
  name: string;
  routes: readonly SectionRoute[];
  nav: readonly SectionNavEntry[];
  /** E.g. `{ from: '', to: 'uitslagen' }`: the section's own address opens its results. */
  redirects?: readonly SectionRedirect[];
}

/** What a section writes itself: the rest of its contract comes from its package.json. */
export type SectionDefinition = Omit<SectionContract, 'contractVersion' | 'name'>;

/**
 * A section's contract from its `tjasSection` entry (the one place its name is written) and its
 * pages, menu entries and redirects, type-checked against the contract.
 */
export function defineSection(tjasSection: { name: string }, definition: SectionDefinition): SectionContract {
  return { contractVersion: SECTION_CONTRACT_VERSION, name: tjasSection.name, ...definition };
}

/** A section the shell cannot mount; its message (Dutch) says why, for the member and the console. */
export class SectionContractError extends Error {
  override name = 'SectionContractError';
}

/** Narrows whatever a remote module's default export is to a contract the shell can mount. */
export function assertSectionContract(value: unknown, expectedName: string): SectionContract {
  const candidate = value as Partial<SectionContract> | null;
  if (!candidate || typeof candidate !== 'object') {
    throw new SectionContractError(`Sectie ${expectedName} levert geen sectiebeschrijving.`);
  }
  if (candidate.contractVersion !== SECTION_CONTRACT_VERSION) {
    throw new SectionContractError(
      `Sectie ${expectedName} gebruikt contractversie ${String(candidate.contractVersion)}; deze site ondersteunt versie ${SECTION_CONTRACT_VERSION}.`,
    );
  }
  if (candidate.name !== expectedName || !Array.isArray(candidate.routes) || !Array.isArray(candidate.nav)) {
    throw new SectionContractError(`Sectie ${expectedName} heeft een ongeldige sectiebeschrijving.`);
  }
  const unrenderable = candidate.routes.find((route) => !route?.Component && typeof route?.mount !== 'function');
  if (unrenderable) {
    throw new SectionContractError(
      `Sectie ${expectedName}: pagina "${String(unrenderable?.path)}" heeft geen Component en geen mount-functie.`,
    );
  }
  return candidate as SectionContract;
}
