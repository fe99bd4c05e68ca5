// The parts of the site's provider and section contract this host uses. Written by hand here;
// docs/outside-host.md says where the site's own types are.
import type { ComponentType, ReactNode } from 'react';

export interface RegistryEntry {
  name: string;
  label: string;
  prefix: string;
  version: string;
  /** The version's standard Module Federation manifest, relative to the site or absolute. */
  mfManifest?: string;
}

/** What a page that a section mounts itself is handed (SectionMountProps on the site). */
export interface MountProps {
  path: string;
  search: string;
  params: Readonly<Record<string, string | undefined>>;
  navigate: (to: string) => void;
}

export interface SectionContract {
  name: string;
  /** A page is a React `Component`, or, for a section with its own React, a `mount` function. */
  routes: readonly {
    path: string;
    title: string;
    Component?: ComponentType;
    mount?: (element: HTMLElement, props: MountProps) => () => void;
  }[];
}

export interface SiteSession {
  username: string | null;
}

export interface SiteModule {
  connectSite(siteUrl: string): Promise<SiteSession>;
  logIn(identity: string, password: string): Promise<SiteSession>;
  auth: {
    describeError(error: unknown): string;
    describeLoginError(error: unknown): string;
    sessionStore: {
      getState(): { user: { username: string; name?: string } | null };
      subscribe(listener: (state: { user: unknown }) => void): () => void;
    };
  };
  router: { BrowserRouter: ComponentType<{ children?: ReactNode }> };
}
