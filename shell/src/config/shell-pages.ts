import { SUBMISSION_KINDS } from '@tjas/permissions/permission-table';

/** The pages the shell serves itself, relative to the site's root; sections serve the rest, under their prefixes. */
export const SHELL_PAGES = {
  login: 'login',
  forgotPassword: 'login/vergeten',
  account: 'account',
  myAccount: 'account/mijn-account',
  logout: 'account/uitloggen',
  acties: 'acties',
  inbox: 'acties/postvak',
  sections: 'secties',
  sponsors: 'sponsors',
  search: 'zoeken',
  members: 'leden',
  member: 'leden/:id',
} as const;

/** Where each submission form lives, e.g. `acties/promotie-aanvraag`. */
export const submissionPage = (path: string) => `acties/${path}`;

/** Published with the build as `shell-pages.json`: the server answers any address that is neither one of these nor a section's with 404. */
export const SHELL_PAGES_FILE = 'shell-pages.json';

/** Every address the shell answers, `/` included. */
export function shellPagePaths(): string[] {
  return [
    '/',
    ...Object.values(SHELL_PAGES),
    ...Object.values(SUBMISSION_KINDS).map((kind) => submissionPage(kind.path)),
  ].map((path) => (path.startsWith('/') ? path : `/${path}`));
}
