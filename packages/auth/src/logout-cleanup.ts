// What a member's pages keep in the tab's sessionStorage (an unpublished event's draft, say) is
// theirs alone: when their session ends, it goes with it, so the next member at a shared computer,
// or any section's code on the origin, cannot read it. A section names the start of its keys
// here; the names are kept in sessionStorage too, so logout clears them also when that section's
// code was never loaded in this page (a draft from before a reload, logout from another section).

const REGISTRY_KEY = 'tjas:wissen-bij-uitloggen';

function tabStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // storage blocked by the browser's settings
  }
}

function registered(storage: Storage): string[] {
  try {
    const list: unknown = JSON.parse(storage.getItem(REGISTRY_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((prefix): prefix is string => typeof prefix === 'string' && !!prefix) : [];
  } catch {
    return [];
  }
}

/**
 * Clears every sessionStorage key that starts with `prefix` when the member's session ends
 * (logout, an expired or refused session). Call it before writing such a key.
 */
export function clearOnLogout(prefix: string, storage: Storage | undefined = tabStorage()): void {
  if (!storage || !prefix) return;
  try {
    const list = registered(storage);
    if (!list.includes(prefix)) storage.setItem(REGISTRY_KEY, JSON.stringify([...list, prefix]));
  } catch {
    // no room or no storage: then nothing is written under the prefix either
  }
}

/** Removes the keys of every prefix given to clearOnLogout (the session store calls it). */
export function clearMemberStorage(storage: Storage | undefined = tabStorage()): void {
  if (!storage) return;
  try {
    const prefixes = registered(storage);
    if (prefixes.length === 0) return;
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '');
    for (const key of keys) if (prefixes.some((prefix) => key.startsWith(prefix))) storage.removeItem(key);
    storage.removeItem(REGISTRY_KEY);
  } catch {
    // no storage: nothing kept
  }
}
