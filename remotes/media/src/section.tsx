import { defineReactSection } from '@tjas/federation/define-react-section';
import { PERMISSIONS } from '@tjas/permissions/permission-table';
import { AddAlbumPage } from './features/albums/components/add-album-page.tsx';
import { AlbumDetailPage } from './features/albums/components/album-detail-page.tsx';
import { AlbumsPage } from './features/albums/components/albums-page.tsx';
import { NewsPage } from './features/news/components/news-page.tsx';
import { MediaOverviewPage } from './features/overview/components/media-overview-page.tsx';
import { MediaPageView } from './features/pages/components/media-page-view.tsx';
import { tjasSection } from '../package.json';

const SongPage = () => <MediaPageView slug="tjaslied" fallbackTitle="Tjaslied" />;
const MascotPage = () => <MediaPageView slug="tjassi" fallbackTitle="Tjassi" />;

export default defineReactSection(tjasSection, {
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
