import type { Plugin } from 'vite';
import { federationName } from '../shared-map.ts';

/** The declaration file of a section's standard remote, beside its `mf-manifest.json` in `mf/`. */
export const SECTION_TYPES = 'section.d.ts';

/**
 * The types of `tjas_<name>/section` as a host outside this repository imports it: the section
 * contract (./section-contract.ts) written out, since @tjas/federation is not on npm. Every
 * section exposes the same contract, so no type checker runs at build time (a release stays
 * fast); section-types.test.ts checks that these match the contract both ways.
 */
export function sectionTypesText(section: string): string {
  const remote = federationName(section);
  return `// The types of ${remote}/section, the Tjas section contract (docs/outside-host.md).
// Written by the section's build; the same for every section of this contract version.
declare module '${remote}/section' {
  import type { ComponentType } from 'react';

  /** What the host hands a page that a section mounts itself. */
  export interface SectionMountProps {
    /** The page's full path (prefix included), e.g. \`/proef/2\`. */
    path: string;
    /** Its query, e.g. \`?seizoen=2025-2026\` ('' when none). */
    search: string;
    /** The route's parameters, e.g. \`{ id: '2' }\` for \`:id\`. */
    params: Readonly<Record<string, string | undefined>>;
    /** Goes to another page without a reload. */
    navigate: (to: string) => void;
  }

  /** A framework-neutral page: render into \`element\` and return what undoes it. */
  export type SectionMount = (element: HTMLElement, props: SectionMountProps) => () => void;

  interface SectionRouteBase {
    /** Path relative to the section's prefix: '' for the section's index, ':id/signups', ... */
    path: string;
    /** A stable name for the route (e.g. \`board.current\`). */
    name?: string;
    /** Page title. */
    title: string;
    /** Committees that may open the page (admins always may); absent means every member. */
    permission?: readonly string[];
  }

  /** One page: a React component on the host's React, or a \`mount\` function. */
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

  /** What a section exposes. */
  export interface SectionContract {
    contractVersion: 1;
    name: string;
    routes: readonly SectionRoute[];
    nav: readonly SectionNavEntry[];
    redirects?: readonly SectionRedirect[];
  }

  const contract: SectionContract;
  export default contract;
}
`;
}

/** Writes {@link SECTION_TYPES} into the standard remote's build (named in its file list). */
export function sectionTypes(section: string): Plugin {
  return {
    name: 'tjas-section-types',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: SECTION_TYPES, source: sectionTypesText(section) });
    },
  };
}
