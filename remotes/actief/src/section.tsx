import { defineReactSection } from '@tjas/federation/define-react-section';
import { PERMISSIONS } from '@tjas/permissions/permission-table';
import { CommitteesPage } from './features/committees/components/committees-page.tsx';
import { InterestPage } from './features/committees/components/interest-page.tsx';
import { GroupsPage } from './features/groups/components/groups-page.tsx';
import { MembersPage } from './features/members/components/members-page.tsx';
import { ActiefOverviewPage } from './features/overview/components/actief-overview-page.tsx';
import { tjasSection } from '../package.json';

const DisputenPage = () => <GroupsPage kind="dispuut" />;
const OrganenPage = () => <GroupsPage kind="orgaan" />;

// The prefix (/{product}-actief) comes from the registry; these paths are relative to it.
export default defineReactSection(tjasSection, {
  routes: [
    { path: '', title: 'Actief', Component: ActiefOverviewPage },
    { path: 'commissies', title: 'Commissies', Component: CommitteesPage },
    { path: 'commissie-interesse', title: 'Commissie-interesse', Component: InterestPage },
    { path: 'disputen', title: 'Disputen', Component: DisputenPage },
    { path: 'organen', title: 'Organen', Component: OrganenPage },
    { path: 'ledenbeheer', title: 'Ledenbeheer', permission: PERMISSIONS.manageMembers, Component: MembersPage },
  ],
  nav: [
    { to: '', label: 'Overzicht' },
    { to: 'commissies', label: 'Commissies' },
    { to: 'commissie-interesse', label: 'Commissie-interesse' },
    { to: 'disputen', label: 'Disputen' },
    { to: 'organen', label: 'Organen' },
    { to: 'ledenbeheer', label: 'Ledenbeheer', permission: PERMISSIONS.manageMembers },
  ],
});
