export const LOGOUT_PATH = '/account/uitloggen';

/**
 * Where to go after logging in: the page the member asked for, if it is a path on this site;
 * never another origin (an open redirect), never back to the login pages, and never to the
 * logout page (which would log the member straight out again).
 */
export function returnTarget(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return '/';
  const path = from.split(/[?#]/)[0];
  if (path === '/login' || path?.startsWith('/login/') || path === LOGOUT_PATH) return '/';
  return from;
}
