import { defineReactSection } from '@tjas/federation/define-react-section';
import { EventDetailPage } from './features/events/components/event-detail-page.tsx';
import { EventEditPage } from './features/events/components/event-edit-page.tsx';
import { EventListPage } from './features/events/components/event-list-page.tsx';
import { EventNewPage } from './features/events/components/event-new-page.tsx';
import { EventSignupsPage } from './features/events/components/event-signups-page.tsx';
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
