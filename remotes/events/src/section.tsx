import { defineReactSection } from '@tjas/federation/define-react-section';
import { EventListPage } from './features/events/components/event-list-page.tsx';
import {
  EventDetailPage,
  EventEditPage,
  EventNewPage,
  EventSignupsPage,
} from './features/events/components/lazy-pages.tsx';
import { tjasSection } from '../package.json';

export default defineReactSection(tjasSection, {
  routes: [
    { path: '', title: 'Evenementen', Component: EventListPage },
    // The forms have addresses of their own: a reload comes back to them (with their draft).
    { path: 'nieuw', title: 'Nieuw evenement', Component: EventNewPage },
    { path: ':id', title: 'Evenement', Component: EventDetailPage },
    { path: ':id/bewerken', title: 'Evenement bewerken', Component: EventEditPage },
    { path: ':id/signups', title: 'Aanmeldingen', Component: EventSignupsPage },
  ],
  nav: [{ to: '', label: 'Evenementen' }],
});
