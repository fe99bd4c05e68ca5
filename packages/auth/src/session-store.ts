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
   * `starting` until the stored session has been refreshed (or found absent); `unreachable` when
   * the server could not be asked, with the session kept for a retry.
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
    sessionStore.setState({ token, user: toUser(record), committees: toCommittees(record) });
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
 */
export async function startSession(): Promise<void> {
  bindAuthStore();
  sessionStore.setState({ status: 'starting' });
  const pb = getPocketBase();
  if (isTokenValid(pb.authStore.token)) {
    try {
      await pb.collection('users').authRefresh({ expand: 'committees' });
    } catch (error) {
      if (!isRefused(error)) {
        sessionStore.setState({ status: 'unreachable' });
        return;
      }
      pb.authStore.clear();
    }
  } else if (pb.authStore.token) {
    pb.authStore.clear();
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
