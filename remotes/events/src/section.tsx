import { defineReactSection } from '@tjas/federation/define-react-section';
import { EventDetailPage } from './features/events/components/event-detail-page.tsx';
import { EventListPage } from './features/events/components/event-list-page.tsx';
import { EventSignupsPage } from './features/events/components/event-signups-page.tsx';
import { tjasSection } from '../package.json';

export default defineReactSection(tjasSection, {
  routes: [
    { path: '', title: 'Evenementen', Component: EventListPage },
    { path: ':id', title: 'Evenement', Component: EventDetailPage },
    { path: ':id/signups', title: 'Aanmeldingen', Component: EventSignupsPage },
  ],
  nav: [{ to: '', label: 'Evenementen' }],
});
