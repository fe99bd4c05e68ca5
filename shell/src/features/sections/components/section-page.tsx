import { useHasPermission } from '@tjas/auth';
import type { SectionRoute } from '@tjas/federation/section-contract';
import { NoAccess, usePageTitle } from '@tjas/ui';
import { Link } from '@tjas/router';
import { MountedPage } from './mounted-page.tsx';

/** One page of a section: sets its title and checks its permission before rendering or mounting it. */
export function SectionPage({ route }: { route: SectionRoute }) {
  usePageTitle(route.title);
  const allowed = useHasPermission(route.permission);
  if (!allowed) return <NoAccess home={<Link to="/">Naar de startpagina</Link>} />;
  return route.mount ? <MountedPage mount={route.mount} /> : <route.Component />;
}
