import PocketBase, { LocalAuthStore } from 'pocketbase';
import { serializeAuthCookie } from './auth-cookie.ts';
import { fetchWithRetry } from './fetch-with-retry.ts';
import type { TypedPocketBase } from './pocketbase-types.ts';

/** The token is kept in local storage under `<record database>_auth`. */
export const AUTH_STORAGE_KEY = 'pocketbase_auth';

export interface BackendConfig {
  /** Base URL of the PocketBase API; '/' when PocketBase also serves the site. */
  baseUrl?: string;
  /** Accept-Language header; en-US unless configured. */
  lang?: string;
}

/**
 * Records per request when a page loads a whole collection (`getFullList({ batch })`): the
 * spec's 500, where the SDK would ask 1,000 at a time. Every call passes it (a unit test checks).
 */
export const FULL_LIST_BATCH = 500;

let client: TypedPocketBase | undefined;

function writeCookie(pb: PocketBase): void {
  if (typeof document !== 'undefined') document.cookie = serializeAuthCookie(pb.authStore);
}

/** Creates the one client of the page. Later calls return the existing client unchanged. */
export function configureBackend(config: BackendConfig = {}): TypedPocketBase {
  if (client) return client;
  // Typed by the generated record types: `collection('events')` returns events' records.
  const pb = new PocketBase(config.baseUrl ?? '/', new LocalAuthStore(AUTH_STORAGE_KEY), config.lang ?? 'en-US');
  pb.authStore.onChange(() => writeCookie(pb));
  // Auto-cancellation is off for the whole site: pages load several lists of one collection at
  // once (and sections share this client), which the SDK would otherwise cancel for each other.
  // A list that pages or filters does not need it either: useAsync drops an answer that arrives
  // after a newer request was made. A request can still be cancelled with its own AbortSignal.
  pb.autoCancellation(false);
  // Requests without a body are retried once on a retryable status (fetchWithRetry
  // itself never repeats a request that has one).
  const retryingFetch = (input: RequestInfo | URL, init?: RequestInit) => fetchWithRetry(String(input), init);
  pb.beforeSend = (url, options) => ({ url, options: { ...options, fetch: retryingFetch } });
  client = pb as TypedPocketBase;
  return client;
}

/** The page's PocketBase client, shared by the shell and every section. */
export function getPocketBase(): TypedPocketBase {
  return client ?? configureBackend();
}
