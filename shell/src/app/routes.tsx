import { SUBMISSION_KINDS, type SubmissionKind } from '@tjas/permissions/permission-table';
import { Navigate, type RouteObject } from '@tjas/router';
import { AccountPage } from '../features/account/components/account-page.tsx';
import { LogoutPage } from '../features/account/components/logout-page.tsx';
import { ErrorPage } from '../features/errors/components/error-page.tsx';
import { LoggedInLayout } from '../features/layouts/components/logged-in-layout.tsx';
import { ForgotPasswordPage } from '../features/login/components/forgot-password-page.tsx';
import { LoginPage } from '../features/login/components/login-page.tsx';
import type { RegistryState } from '../features/sections/api/section-registry-client.ts';
import { SectionOrNotFound } from '../features/sections/components/section-or-not-found.tsx';
import { GuestOnly } from '../features/session/components/guest-only.tsx';
import { RequireAuth } from '../features/session/components/require-auth.tsx';
import { SessionGate } from '../features/session/components/session-gate.tsx';

/**
 * The shell's routes. Sections are not listed here: every path the shell does not own falls
 * through to the section registry, and to the 404 page when no deployed section owns it.
 */
export function createAppRoutes(registry: RegistryState): RouteObject[] {
  return [
    {
      element: <SessionGate />,
      errorElement: <ErrorPage />,
      children: [
        {
          element: <GuestOnly />,
          children: [
            { path: 'login', element: <LoginPage /> },
            { path: 'login/vergeten', element: <ForgotPasswordPage /> },
          ],
        },
        {
          element: <RequireAuth />,
          children: [
            {
              element: <LoggedInLayout registry={registry} />,
              children: [
                { index: true, element: <Navigate to="/evenementen/" replace /> },
                { id: 'board.current', path: 'bestuur', element: <Navigate to="/bestuur/huidig" replace /> },
                { path: 'sport', element: <Navigate to="/sport/uitslagen" replace /> },
                { path: 'account', element: <AccountPage /> },
                {
                  // A separate chunk: rarely visited, and a real chunk for the reload-on-failure path.
                  path: 'account/mijn-account',
                  lazy: async () => ({
                    Component: (await import('../features/account/components/my-account-page.tsx')).MyAccountPage,
                  }),
                },
                { path: 'account/uitloggen', element: <LogoutPage /> },
                // Shell pages off the members' main path load as their own chunks.
                { path: 'acties', lazy: async () => ({ Component: (await import('../features/acties/components/acties-page.tsx')).ActiesPage }) },
                ...(Object.keys(SUBMISSION_KINDS) as SubmissionKind[]).map((kind) => ({
                  path: `acties/${SUBMISSION_KINDS[kind].path}`,
                  lazy: async () => {
                    const { SubmissionFormPage } = await import('../features/acties/components/submission-form-page.tsx');
                    return { Component: () => <SubmissionFormPage kind={kind} /> };
                  },
                })),
                { path: 'acties/postvak', lazy: async () => ({ Component: (await import('../features/acties/components/inbox-page.tsx')).InboxPage }) },
                { path: 'sponsors', lazy: async () => ({ Component: (await import('../features/sponsors/components/sponsors-page.tsx')).SponsorsPage }) },
                { path: '*', element: <SectionOrNotFound registry={registry} /> },
              ],
            },
          ],
        },
      ],
    },
  ];
}
