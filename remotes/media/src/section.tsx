import { sessionStore } from '@tjas/auth';
import { defineSection, SECTION_CONTRACT_VERSION } from '@tjas/federation/section-contract';
import { recordSingletons } from '@tjas/federation/singleton-probe';
import { PERMISSIONS } from '@tjas/permissions/permission-table';
import { showToast } from '@tjas/ui';
import { useState } from 'react';
import { AddAlbumPage } from './features/albums/components/add-album-page.tsx';
import { AlbumDetailPage } from './features/albums/components/album-detail-page.tsx';
import { AlbumsPage } from './features/albums/components/albums-page.tsx';
import { NewsPage } from './features/news/components/news-page.tsx';
import { MediaOverviewPage } from './features/overview/components/media-overview-page.tsx';
import { MediaPageView } from './features/pages/components/media-page-view.tsx';
import { tjasSection } from '../package.json';

recordSingletons(tjasSection.name, { react: useState, sessionStore, ui: showToast });

const SongPage = () => <MediaPageView slug="tjaslied" fallbackTitle="Tjaslied" />;
const MascotPage = () => <MediaPageView slug="tjassi" fallbackTitle="Tjassi" />;

export default defineSection({
  contractVersion: SECTION_CONTRACT_VERSION,
  name: tjasSection.name,
  routes: [
    { path: '', title: 'Media', Component: MediaOverviewPage },
    { path: 'fotoalbums', title: 'Fotoalbums', Component: AlbumsPage },
    {
      path: 'fotoalbums/album-toevoegen',
      title: 'Album toevoegen',
      permission: PERMISSIONS.manageAlbums,
      Component: AddAlbumPage,
    },
    { path: 'fotoalbums/:id', title: 'Fotoalbum', Component: AlbumDetailPage },
    { path: 'nieuwskanalen', title: 'Nieuwskanalen', Component: NewsPage },
    { path: 'tjaslied', title: 'Tjaslied', Component: SongPage },
    { path: 'tjassi', title: 'Tjassi', Component: MascotPage },
  ],
  nav: [
    { to: '', label: 'Overzicht' },
    { to: 'fotoalbums', label: 'Fotoalbums' },
    { to: 'nieuwskanalen', label: 'Nieuwskanalen' },
    { to: 'tjaslied', label: 'Tjaslied' },
    { to: 'tjassi', label: 'Tjassi' },
  ],
});
