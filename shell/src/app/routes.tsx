import { SUBMISSION_KINDS, type SubmissionKind } from '@tjas/permissions/permission-table';
import { Navigate, useLocation, useRoutes, type RouteObject } from '@tjas/router';
import { lazyComponent, LoadingState } from '@tjas/ui';
import type { ComponentType } from 'react';
import { LogoutPage } from '../features/account/components/logout-page.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { LoggedInLayout } from '../features/layouts/components/logged-in-layout.tsx';
import type { RegistryState } from '../features/sections/api/section-registry-client.ts';
import { SectionOrNotFound } from '../features/sections/components/section-or-not-found.tsx';
import { GuestOnly } from '../features/session/components/guest-only.tsx';
import { RequireAuth } from '../features/session/components/require-auth.tsx';
import { SessionGate } from '../features/session/components/session-gate.tsx';
import { SHELL_PAGES, submissionPage } from '../config/shell-pages.ts';

/**
 * A page off the members' main path (the start page is a section), loaded as its own chunk when
 * it is first opened: the first load of /evenementen carries none of their code.
 */
function lazyPage(load: () => Promise<ComponentType>) {
  // Not React's lazy in a Suspense, which shows the page 300 ms after its chunk is in (lazyComponent).
  const Page = lazyComponent(load, <LoadingState label="Pagina wordt geladen…" />);
  return <Page />;
}

/**
 * The login page: a chunk of its own, since a member's pages never need it (#33, the cold
 * /evenementen). A visitor's start fetches it at once (preloadLoginPage), beside the registry.
 */
const LoginPage = lazyComponent(
  async () => (await import('../features/login/components/login-page.tsx')).LoginPage,
  <LoadingState label="Pagina wordt geladen…" />,
);

/**
 * Starts fetching the login page's code. A chunk that cannot be fetched reloads the page once, as
 * every missing chunk does (chunk-error-reload.ts); after that the page's error shows.
 */
export function preloadLoginPage(): void {
  LoginPage.preload().catch(() => undefined);
}

/** Where "/" leads: the first section of the registry, or the account page when there is none. */
export function startPath(registry: RegistryState): string {
  const [first] = registry.registry.sections;
  return first ? `${first.prefix}/` : '/account';
}

/**
 * The shell's routes. Sections are not listed here: every path the shell does not own falls
 * through to the section registry, and to the 404 page when no deployed section owns it.
 */
export function createAppRoutes(registry: RegistryState): RouteObject[] {
  return [
    {
      element: <SessionGate />,
      children: [
        {
          element: <GuestOnly />,
          children: [
            { path: SHELL_PAGES.login, element: <LoginPage /> },
            // Its chunk (with the password rules) is not needed by the login page itself.
            {
              path: SHELL_PAGES.forgotPassword,
              element: lazyPage(
                async () => (await import('../features/login/components/forgot-password-page.tsx')).ForgotPasswordPage,
              ),
            },
          ],
        },
        {
          element: <RequireAuth />,
          children: [
            {
              element: <LoggedInLayout registry={registry} />,
              children: [
                // The start page is the registry's first section (its order), e.g. /evenementen/.
                { index: true, element: <Navigate to={startPath(registry)} replace /> },
                {
                  path: SHELL_PAGES.account,
                  element: lazyPage(
                    async () => (await import('../features/account/components/account-page.tsx')).AccountPage,
                  ),
                },
                {
                  // A separate chunk: rarely visited, and a real chunk for the reload-on-failure path.
                  path: SHELL_PAGES.myAccount,
                  element: lazyPage(
                    async () => (await import('../features/account/components/my-account-page.tsx')).MyAccountPage,
                  ),
                },
                { path: SHELL_PAGES.logout, element: <LogoutPage /> },
                // Shell pages off the members' main path load as their own chunks.
                {
                  path: SHELL_PAGES.acties,
                  element: lazyPage(
                    async () => (await import('../features/acties/components/acties-page.tsx')).ActiesPage,
                  ),
                },
                ...(Object.keys(SUBMISSION_KINDS) as SubmissionKind[]).map((kind) => ({
                  path: submissionPage(SUBMISSION_KINDS[kind].path),
                  element: lazyPage(async () => {
                    const { SubmissionFormPage } =
                      await import('../features/acties/components/submission-form-page.tsx');
                    return () => <SubmissionFormPage kind={kind} />;
                  }),
                })),
                {
                  path: SHELL_PAGES.inbox,
                  element: lazyPage(
                    async () => (await import('../features/acties/components/inbox-page.tsx')).InboxPage,
                  ),
                },
                {
                  path: SHELL_PAGES.sections,
                  element: lazyPage(
                    async () => (await import('../features/releases/components/sections-page.tsx')).SectionsPage,
                  ),
                },
                {
                  path: SHELL_PAGES.sponsors,
                  element: lazyPage(
                    async () => (await import('../features/sponsors/components/sponsors-page.tsx')).SponsorsPage,
                  ),
                },
                {
                  path: SHELL_PAGES.search,
                  element: lazyPage(async () => {
                    const { SearchPage } = await import('../features/search/components/search-page.tsx');
                    return () => <SearchPage registry={registry} />;
                  }),
                },
                {
                  path: SHELL_PAGES.members,
                  element: lazyPage(
                    async () => (await import('../features/members/components/directory-page.tsx')).DirectoryPage,
                  ),
                },
                {
                  path: SHELL_PAGES.member,
                  element: lazyPage(
                    async () => (await import('../features/members/components/member-page.tsx')).MemberPage,
                  ),
                },
                { path: '*', element: <SectionOrNotFound registry={registry} /> },
              ],
            },
          ],
        },
      ],
    },
  ];
}

/** The shell's routes under one error page; render inside a router (BrowserRouter, MemoryRouter). */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  return <ErrorBoundary resetKey={pathname}>{useRoutes(routes)}</ErrorBoundary>;
}
