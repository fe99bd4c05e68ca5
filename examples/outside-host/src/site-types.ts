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

export interface SectionContract {
  name: string;
  routes: readonly { path: string; title: string; Component?: ComponentType }[];
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
    sessionStore: { getState(): { user: { username: string; name?: string } | null } };
  };
  router: { BrowserRouter: ComponentType<{ children?: ReactNode }> };
}
