/**
 * A newer build or section version that this page has noticed but not loaded yet. The page is
 * never reloaded over what a member is doing (a half-typed form would be lost): the new version
 * loads on their next navigation, or at once when they choose "Vernieuwen".
 */
let pending: string | null = null;
const listeners = new Set<() => void>();

export function markUpdate(reason: string): void {
  if (pending === reason) return;
  pending = reason;
  for (const listener of listeners) listener();
}

export function pendingUpdate(): string | null {
  return pending;
}

export function subscribeToUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
