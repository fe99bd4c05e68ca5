import { lazyPage } from './lazy-page.tsx';

// The section's pages besides the list, each in a chunk of its own (lazy-page.tsx).

/**
 * Fetches the event page's chunk when a member is about to open an event (a card's link is
 * pointed at, touched or focused). A fetch that fails is the page's to report when it opens.
 */
export function preloadEventPage(): void {
  EventDetailPage.preload().catch(() => undefined);
}

export const EventDetailPage = lazyPage(
  () => import('./event-detail-page.tsx').then((module) => module.EventDetailPage),
  'Evenement wordt geladen…',
);
export const EventEditPage = lazyPage(
  () => import('./event-edit-page.tsx').then((module) => module.EventEditPage),
  'Evenement wordt geladen…',
);
export const EventNewPage = lazyPage(
  () => import('./event-new-page.tsx').then((module) => module.EventNewPage),
  'Formulier wordt geladen…',
);
export const EventSignupsPage = lazyPage(
  () => import('./event-signups-page.tsx').then((module) => module.EventSignupsPage),
  'Aanmeldingen worden geladen…',
);
