import { sessionStore } from '@tjas/auth';
import { defineSection, SECTION_CONTRACT_VERSION } from '@tjas/federation/section-contract';
import { recordSingletons } from '@tjas/federation/singleton-probe';
import { showToast } from '@tjas/ui';
import { useState } from 'react';
import { EventDetailPage } from './features/events/components/event-detail-page.tsx';
import { EventListPage } from './features/events/components/event-list-page.tsx';
import { EventSignupsPage } from './features/events/components/event-signups-page.tsx';
import { tjasSection } from '../package.json';

recordSingletons(tjasSection.name, { react: useState, sessionStore, ui: showToast });

export default defineSection({
  contractVersion: SECTION_CONTRACT_VERSION,
  name: tjasSection.name,
  routes: [
    { path: '', title: 'Evenementen', Component: EventListPage },
    { path: ':id', title: 'Evenement', Component: EventDetailPage },
    { path: ':id/signups', title: 'Aanmeldingen', Component: EventSignupsPage },
  ],
  nav: [{ to: '', label: 'Evenementen' }],
});
