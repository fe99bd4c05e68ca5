import { getPocketBase, sessionStore } from '@tjas/auth';
import { markUpdate } from './pending-update.ts';

/** What realtime says about a `sections` record (the registry's row of one section). */
export interface SectionChange {
  action: string;
  record: { name?: unknown; label?: unknown; version?: unknown };
}

type Subscribe = (onChange: (change: SectionChange) => void) => Promise<() => Promise<void>>;

/** The reason the update notice shows for a change, or null when this page runs that version. */
export function sectionUpdate(running: ReadonlyMap<string, string>, change: SectionChange): string | null {
  const { name, label, version } = change.record;
  if (typeof name !== 'string' || typeof version !== 'string') return null;
  const runs = running.get(name);
  if (runs === undefined || runs === version || change.action === 'delete') return null;
  return `nieuwe versie van ${typeof label === 'string' && label ? label : name} (${version})`;
}

const subscribeToSections: Subscribe = (onChange) =>
  getPocketBase()
    .collection('sections')
    .subscribe('*', (event) => onChange({ action: event.action, record: event.record }));

/**
 * Hears a section's new live version (a release, an approval, a rollback) the moment it happens,
 * through PocketBase's realtime on `sections`, which every member may read: the page then says so
 * and loads it on the next navigation (pending-update.ts). Only while someone is logged in (the
 * collection is members-only); the hourly check (update-check.ts) stays for the shell's own
 * builds and for when realtime is down.
 */
export function watchSectionVersions(
  running: ReadonlyMap<string, string>,
  subscribe: Subscribe = subscribeToSections,
): () => void {
  let stop: Promise<(() => Promise<void>) | null> | null = null;
  const follow = (loggedIn: boolean) => {
    if (loggedIn && !stop) {
      stop = subscribe((change) => {
        const update = sectionUpdate(running, change);
        if (update) markUpdate(update);
      }).catch((error: unknown) => {
        console.warn('Live bericht over nieuwe sectieversies niet beschikbaar', error);
        return null;
      });
    } else if (!loggedIn && stop) {
      const stopping = stop;
      stop = null;
      void stopping.then((unsubscribe) => unsubscribe?.().catch(() => undefined));
    }
  };
  follow(Boolean(sessionStore.getState().user));
  const unfollow = sessionStore.subscribe((state) => follow(Boolean(state.user)));
  return () => {
    unfollow();
    follow(false);
  };
}
