import { useStore } from 'zustand';
import { committeeFor, hasPermission } from './permissions.ts';
import { sessionStore, type SessionState } from './session-store.ts';
import { isTokenValid } from './token.ts';

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

export function useIsLoggedIn(): boolean {
  const token = useSession((state) => state.token);
  return isTokenValid(token);
}

export function useHasPermission(required: readonly string[] | undefined): boolean {
  const committees = useSession((state) => state.committees);
  return hasPermission(committees, required);
}

/** The committee (or username) the member signs with when acting on behalf of `name`. */
export function useCommitteeFor(name: string): string {
  const username = useSession((state) => state.user?.username ?? '');
  const committees = useSession((state) => state.committees);
  return committeeFor(username, committees, name);
}
