import { configureBackend, login, logout, startSession, useHasPermission } from '@tjas/auth';
import { ToastRegion } from '@tjas/ui';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { BrowserRouter, useRoutes } from '@tjas/router';
import { inject } from 'vitest';
import type { SectionContract, SectionRoute } from '../section-contract.ts';
import { sectionRouteObjects } from '../section-routes.tsx';

/**
 * Renders a section's page as the shell would, against the real PocketBase the `sections` test
 * project starts with the demo data (tests/sections/start-backend.ts): the member logs in with
 * the real session store, the address picks the page from the section's own routes and
 * redirects, and toasts show as on the site. Permission checks are the shell's (its e2e tests
 * try them); here a page its member may not open renders "Geen toegang", so a test sees it.
 *
 *   await renderSection(section, '/bestuur/interesse', { prefix: '/bestuur', as: 'lid' });
 */
export interface RenderSectionOptions {
  /** The section's prefix on the site (`tjasSection.prefix`, with `{slug}` as `tjas`). */
  prefix: string;
  /** A demo login (username or e-mail; the demo password); none renders logged out. */
  as?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The URL of the PocketBase with demo data that the section page tests run against. */
    backendUrl: string;
    /** The demo members' password. */
    demoPassword: string;
  }
}

function RoutePage({ route }: { route: SectionRoute }) {
  const allowed = useHasPermission(route.permission);
  if (!allowed) return <p>Geen toegang</p>;
  return route.Component ? <route.Component /> : <p>Deze pagina mount zichzelf.</p>;
}

function SectionRoutes({ section, prefix }: { section: SectionContract; prefix: string }) {
  return useRoutes(
    sectionRouteObjects(section, prefix, (route) => <RoutePage route={route} />, <p>Pagina niet gevonden</p>),
  );
}

export async function renderSection(
  section: SectionContract,
  path: string,
  options: RenderSectionOptions,
): Promise<RenderResult> {
  cleanup(); // one page at a time, as on the site
  const pb = configureBackend({ baseUrl: inject('backendUrl') });
  // The previous page's realtime connection belongs to the previous member.
  await pb.realtime.unsubscribe().catch(() => undefined);
  // The same member again is a reload: their session and the tab's storage stay (logout clears
  // what their pages kept there, as drafts); another member, or none, ends the session first.
  const record = pb.authStore.isValid ? pb.authStore.record : null;
  const same = options.as !== undefined && (record?.['username'] === options.as || record?.['email'] === options.as);
  if (!same) logout();
  if (options.as) {
    if (!same) await login(options.as, inject('demoPassword'));
    await startSession();
  }
  window.history.replaceState(null, '', path);
  return render(
    <BrowserRouter>
      <SectionRoutes section={section} prefix={options.prefix} />
      <ToastRegion />
    </BrowserRouter>,
  );
}
