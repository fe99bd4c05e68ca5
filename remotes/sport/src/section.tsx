import { sessionStore } from '@tjas/auth';
import { defineSection, SECTION_CONTRACT_VERSION } from '@tjas/federation/section-contract';
import { recordSingletons } from '@tjas/federation/singleton-probe';
import { PERMISSIONS } from '@tjas/permissions/permission-table';
import { showToast } from '@tjas/ui';
import { useState } from 'react';
import { AddResultPage } from './features/sport/components/add-result-page.tsx';
import { EditResultPage } from './features/sport/components/edit-result-page.tsx';
import { MaterialPage } from './features/sport/components/material-page.tsx';
import { ResultsPage } from './features/sport/components/results-page.tsx';
import { VideosPage } from './features/sport/components/videos-page.tsx';
import { tjasSection } from '../package.json';

recordSingletons(tjasSection.name, { react: useState, sessionStore, ui: showToast });

// /sport itself is redirected to /sport/uitslagen by the shell.
export default defineSection({
  contractVersion: SECTION_CONTRACT_VERSION,
  name: tjasSection.name,
  routes: [
    { path: 'uitslagen', title: 'Uitslagen', Component: ResultsPage },
    {
      path: 'uitslagen/uitslag-toevoegen',
      title: 'Uitslag toevoegen',
      permission: PERMISSIONS.addResults,
      Component: AddResultPage,
    },
    {
      path: 'uitslagen/:id/bewerken',
      title: 'Uitslag bewerken',
      permission: PERMISSIONS.addResults,
      Component: EditResultPage,
    },
    { path: 'materiaal', title: 'Materiaal', Component: MaterialPage },
    { path: 'uitlegvideos', title: 'Uitlegvideo’s', Component: VideosPage },
  ],
  nav: [
    { to: 'uitslagen', label: 'Uitslagen' },
    { to: 'materiaal', label: 'Materiaal' },
    { to: 'uitlegvideos', label: 'Uitlegvideo’s' },
  ],
  // /sport opens the results.
  redirects: [{ from: '', to: 'uitslagen' }],
});
