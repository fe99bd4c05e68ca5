import { defineReactSection } from '@tjas/federation/define-react-section';
import { PERMISSIONS } from '@tjas/permissions/permission-table';
import { CurrentBoardPage } from './features/boards/components/current-board-page.tsx';
import { PastBoardsPage } from './features/boards/components/past-boards-page.tsx';
import { DocumentsPage } from './features/documents/components/documents-page.tsx';
import { BoardInterestPage } from './features/room/components/board-interest-page.tsx';
import { BoardRoomPage } from './features/room/components/board-room-page.tsx';
import { tjasSection } from '../package.json';

export default defineReactSection(tjasSection, {
  routes: [
    { path: 'huidig', name: 'board.current', title: 'Huidig bestuur', Component: CurrentBoardPage },
    { path: 'oud-besturen', title: 'Oud-besturen', Component: PastBoardsPage },
    { path: 'documentatie', title: 'Documentatie', Component: DocumentsPage },
    { path: 'interesse', title: 'Interesse in het bestuur', Component: BoardInterestPage },
    { path: 'bestuurshok', title: 'Bestuurshok', permission: PERMISSIONS.boardRoom, Component: BoardRoomPage },
  ],
  nav: [
    { to: 'huidig', label: 'Huidig bestuur' },
    { to: 'oud-besturen', label: 'Oud-besturen' },
    { to: 'documentatie', label: 'Documentatie' },
    { to: 'interesse', label: 'Interesse' },
    { to: 'bestuurshok', label: 'Bestuurshok', permission: PERMISSIONS.boardRoom },
  ],
  // /bestuur opens the current board (route name board.current).
  redirects: [{ from: '', to: 'huidig' }],
});
