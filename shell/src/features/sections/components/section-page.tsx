import { useHasPermission } from '@tjas/auth';
import type { SectionRoute } from '@tjas/federation/section-contract';
import { usePageTitle } from '../../../lib/page-title.ts';
import { NoAccess } from '../../errors/components/no-access.tsx';

/** One page of a section: sets its title and checks its permission before rendering it. */
export function SectionPage({ route }: { route: SectionRoute }) {
  usePageTitle(route.title);
  const allowed = useHasPermission(route.permission);
  if (!allowed) return <NoAccess />;
  return <route.Component />;
}
