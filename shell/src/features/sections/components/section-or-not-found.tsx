import { ErrorState } from '@tjas/ui';
import { findSectionForPath } from '@tjas/federation/section-registry';
import { useLocation } from '@tjas/router';
import { NotFoundPage } from '../../errors/index.ts';
import type { RegistryState } from '../api/section-registry-client.ts';
import { SectionHost } from './section-host.tsx';

/** Any path the shell does not own: the deployed section whose prefix it has, else 404. */
export function SectionOrNotFound({ registry }: { registry: RegistryState }) {
  const { pathname } = useLocation();
  const entry = findSectionForPath(registry.registry, pathname);
  if (entry) return <SectionHost key={entry.name} entry={entry} />;
  if (registry.error) {
    return (
      <>
        <h1>Dit onderdeel is nu niet beschikbaar</h1>
        <ErrorState message={registry.error} onRetry={() => window.location.reload()} />
      </>
    );
  }
  return <NotFoundPage />;
}
