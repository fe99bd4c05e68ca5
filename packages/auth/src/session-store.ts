import type { RecordModel } from 'pocketbase';
import { createStore } from 'zustand/vanilla';
import type { Committee } from './permissions.ts';
import { getPocketBase } from './pocketbase-client.ts';
import { isResponseError } from './describe-error.ts';
import { clearMemberStorage } from './logout-cleanup.ts';
import { isTokenValid } from './token.ts';

export interface SessionUser {
  id: string;
  collectionId: string;
  username: string;
  email: string;
  name: string;
  /** File name of the member's avatar, '' when none. */
  avatar: string;
  verified: boolean;
}

export interface SessionState {
  /**
   * `starting` until the stored session may be shown (at once on the page's first start, see
   * startSession) or has been found absent; `unreachable` when the server could not be asked,
   * with the session kept for a retry.
   */
  status: 'starting' | 'ready' | 'unreachable';
  token: string;
  user: SessionUser | null;
  committees: Committee[];
}

export const sessionStore = createStore<SessionState>(() => ({
  status: 'starting',
  token: '',
  user: null,
  committees: [],
}));

function toCommittees(record: RecordModel | null): Committee[] {
  const expanded = (record?.expand as { committees?: RecordModel[] } | undefined)?.committees ?? [];
  return expanded.map((committee) => ({
    id: committee.id,
    key: String(committee['key'] ?? ''),
    name: String(committee['name'] ?? ''),
    admin: committee['admin'] === true,
  }));
}

function toUser(record: RecordModel | null): SessionUser | null {
  if (!record) return null;
  return {
    id: record.id,
    collectionId: record.collectionId,
    username: String(record['username'] ?? ''),
    email: String(record['email'] ?? ''),
    name: String(record['name'] ?? ''),
    avatar: String(record['avatar'] ?? ''),
    verified: record['verified'] === true,
  };
}

/** Plain data (the member, the committees) compared by value. */
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

let bound = false;

/** Mirrors the SDK's auth store (local storage) into the session store, once per page. */
function bindAuthStore(): void {
  if (bound) return;
  bound = true;
  const pb = getPocketBase();
  pb.authStore.onChange((token, record) => {
    // The session ended (logout here or in another tab, expired, refused): what the member's
    // pages kept in the tab goes with it.
    if (!token) clearMemberStorage();
    // The start-up refresh lands after the first paint and mostly says what was stored: the
    // member and committees keep their objects then, so the pages that read them do not render again.
    const before = sessionStore.getState();
    const user = toUser(record);
    const committees = toCommittees(record);
    sessionStore.setState({
      token,
      user: sameJson(user, before.user) ? before.user : user,
      committees: sameJson(committees, before.committees) ? before.committees : committees,
    });
  }, true);
}

/** The server itself said the session is over: the token is invalid or the member is gone. */
function isRefused(error: unknown): boolean {
  return isResponseError(error) && [401, 403, 404].includes(error.status);
}

/**
 * Start-up: a stored session whose token is still valid is refreshed against the server with
 * committees expanded. When the server refuses it (401/403/404), or the token has expired, the
 * session is cleared. When the server cannot be reached (network error, 5xx, 429) the session is
 * kept and the status becomes `unreachable`, so the member can retry without logging in again.
 *
 * On the page's first start the stored session is `ready` at once and the refresh runs beside
 * the page's own requests: the first paint and the page's data do not wait a round trip for it
 * (issue #33; on slow 4G that round trip is ~0.3 s). The server refuses every request of a
 * session that is over, so nothing is shown that the member may no longer read; the refresh's
 * answer then ends the session (the login page) or says the server is unreachable. A retry after
 * `unreachable` waits for the server before it shows the page again.
 */
export async function startSession(): Promise<void> {
  bindAuthStore();
  const pb = getPocketBase();
  if (!isTokenValid(pb.authStore.token)) {
    if (pb.authStore.token) pb.authStore.clear();
    sessionStore.setState({ status: 'ready' });
    return;
  }
  const firstStart = sessionStore.getState().status === 'starting';
  sessionStore.setState({ status: firstStart ? 'ready' : 'starting' });
  const refreshed = pb.authStore.token;
  try {
    const answer = await pb.send<{ token: string; record: RecordModel }>('/api/collections/users/auth-refresh', {
      method: 'POST',
      query: { expand: 'committees' },
    });
    // A logout or another login while the refresh was under way wins: the answer belongs to the
    // session that was, and would otherwise bring it back.
    if (pb.authStore.token === refreshed) pb.authStore.save(answer.token, answer.record);
  } catch (error) {
    if (!isRefused(error)) {
      sessionStore.setState({ status: 'unreachable' });
      return;
    }
    if (pb.authStore.token === refreshed) pb.authStore.clear();
  }
  sessionStore.setState({ status: 'ready' });
}

/** Password login with email or username; throws the SDK's ClientResponseError on failure. */
export async function login(identity: string, password: string): Promise<void> {
  bindAuthStore();
  await getPocketBase().collection('users').authWithPassword(identity, password, { expand: 'committees' });
}

/** Re-reads the member (after an edit of their own record), keeping the token. */
export async function reloadSessionUser(): Promise<void> {
  bindAuthStore();
  await getPocketBase().collection('users').authRefresh({ expand: 'committees' });
}

/** Clears user, committees and the stored token (local storage and cookie). */
export function logout(): void {
  bindAuthStore();
  getPocketBase().authStore.clear();
}
