import { defineReactSection } from '@tjas/federation/define-react-section';
import { PERMISSIONS } from '@tjas/permissions/permission-table';
import { AddResultPage } from './features/sport/components/add-result-page.tsx';
import { EditResultPage } from './features/sport/components/edit-result-page.tsx';
import { MaterialPage } from './features/sport/components/material-page.tsx';
import { MyResultsPage } from './features/sport/components/my-results-page.tsx';
import { ResultsPage } from './features/sport/components/results-page.tsx';
import { VideosPage } from './features/sport/components/videos-page.tsx';
import { tjasSection } from '../package.json';

export default defineReactSection(tjasSection, {
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
    { path: 'mijn-uitslagen', title: 'Mijn uitslagen', Component: MyResultsPage },
    { path: 'materiaal', title: 'Materiaal', Component: MaterialPage },
    { path: 'uitlegvideos', title: 'Uitlegvideo’s', Component: VideosPage },
  ],
  nav: [
    { to: 'uitslagen', label: 'Uitslagen' },
    { to: 'mijn-uitslagen', label: 'Mijn uitslagen' },
    { to: 'materiaal', label: 'Materiaal' },
    { to: 'uitlegvideos', label: 'Uitlegvideo’s' },
  ],
  // /sport opens the results.
  redirects: [{ from: '', to: 'uitslagen' }],
});
