import type { BaseAuthStore } from 'pocketbase';

/** The session cookie: pb_auth, path /, secure, sameSite strict, 7 days, at most 4096 bytes. */
export const AUTH_COOKIE = {
  name: 'pb_auth',
  path: '/',
  secure: true,
  sameSite: 'Strict',
  maxAge: 604_800,
  maxBytes: 4096,
} as const;

/**
 * The `document.cookie` string for the store's current session, never over 4096 bytes.
 * The SDK already drops the record down to id/email/collection/verified when it would not fit;
 * a session whose token alone is too large is not written at all rather than truncated.
 */
export function serializeAuthCookie(store: BaseAuthStore): string {
  const cookie = store.exportToCookie(
    {
      path: AUTH_COOKIE.path,
      secure: AUTH_COOKIE.secure,
      sameSite: AUTH_COOKIE.sameSite,
      httpOnly: false,
      maxAge: store.token ? AUTH_COOKIE.maxAge : 0,
    },
    AUTH_COOKIE.name,
  );
  if (new TextEncoder().encode(cookie).length <= AUTH_COOKIE.maxBytes) return cookie;
  return clearedAuthCookie();
}

export function clearedAuthCookie(): string {
  return `${AUTH_COOKIE.name}=; Max-Age=0; Path=${AUTH_COOKIE.path}; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Secure; SameSite=Strict`;
}
