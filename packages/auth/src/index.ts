// The auth package's public API. It is shared as one federation singleton, so the shell and
// every section see the same client, the same store and the same session.
export { AUTH_COOKIE, serializeAuthCookie } from './auth-cookie.ts';
export {
  AUTH_STORAGE_KEY,
  configureBackend,
  FULL_LIST_BATCH,
  getPocketBase,
  type BackendConfig,
} from './pocketbase-client.ts';
export { committeeFor, hasPermission, isAdmin, type Committee } from './permissions.ts';
export {
  login,
  logout,
  reloadSessionUser,
  sessionStore,
  startSession,
  type SessionState,
  type SessionUser,
} from './session-store.ts';
export { isTokenValid, readTokenPayload, type TokenPayload } from './token.ts';
// What a member's pages keep in the tab (drafts) is cleared when their session ends.
export { clearOnLogout } from './logout-cleanup.ts';
export { useCommitteeFor, useHasPermission, useIsLoggedIn, useSession } from './use-session.ts';
export { describeError, describeLoginError, fieldErrors, isAutoCancelled, isResponseError } from './describe-error.ts';
// The SDK's error, for code that calls the backend without the SDK (an upload with progress):
// from here, a section uses the shell's SDK instead of bundling a copy of it.
export { ClientResponseError } from 'pocketbase';
export { fetchWithRetry, RETRYABLE_STATUSES } from './fetch-with-retry.ts';
// Changes that grant power need the member's password in the shell's dialog, per change.
export {
  CONFIRMATION_HEADER,
  confirmPower,
  describePowerChange,
  providePowerConfirmation,
  requestPowerConfirmation,
  type PowerChange,
  type PowerConfirmer,
} from './power-confirmation.ts';
// The record types generated from the schema (`pnpm generate:types`); types only, no bytes.
export type * from './pocketbase-types.ts';
