import { getTokenPayload } from 'pocketbase';

export interface TokenPayload {
  /** Expiry, in seconds since the epoch. */
  exp?: number;
  /** `auth` for records and superusers (PocketBase 0.23+); older servers said admin/authRecord. */
  type?: string;
  id?: string;
  collectionId?: string;
  /** The address a password-reset token was made for (its `passwordReset` type carries it). */
  email?: string;
}

export function readTokenPayload(token: string | null | undefined): TokenPayload {
  return token ? (getTokenPayload(token) as TokenPayload) : {};
}

/** A token is valid while its expiry lies strictly in the future. */
export function isTokenValid(token: string | null | undefined, nowMs: number = Date.now()): boolean {
  const { exp } = readTokenPayload(token);
  return typeof exp === 'number' && exp * 1000 > nowMs;
}
