import { LoadingState, SectionUnavailable, TITLE_PRIORITY, usePageTitle } from '@tjas/ui';
import { SectionContractError, type SectionContract } from '@tjas/federation/section-contract';
import type { SectionRegistryEntry } from '@tjas/federation/section-registry';
import { sectionRouteObjects } from '@tjas/federation/section-routes';
import { useEffect, useMemo, useState } from 'react';
import { useRoutes } from '@tjas/router';
import { NotFoundPage } from '../../errors/index.ts';
import { loadSection } from '../api/section-loader.ts';
import { isCodeError, reportSection } from '../api/section-reports.ts';
import { SectionErrorBoundary } from './section-error-boundary.tsx';
import { SectionNav } from './section-nav.tsx';
import { SectionPage } from './section-page.tsx';

/** What the member can be told about a failure: a contract or shared-version mismatch; not network noise. */
function describeLoadError(error: unknown): string | undefined {
  return error instanceof SectionContractError ? error.message : undefined;
}

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; section: SectionContract }
  | { status: 'failed'; detail?: string | undefined };

function SectionRoutes({ section, prefix }: { section: SectionContract; prefix: string }) {
  const routes = useMemo(
    () => sectionRouteObjects(section, prefix, (route) => <SectionPage route={route} />, <NotFoundPage />),
    [section, prefix],
  );
  return useRoutes(routes);
}

/** Loads a section (its federation manifest and module) and renders the page of it that the URL asks for. */
export function SectionHost({ entry }: { entry: SectionRegistryEntry }) {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // While the section loads (or when it cannot), the title names it, not the page before.
  usePageTitle(entry.label, TITLE_PRIORITY.fallback);

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    loadSection(entry).then(
      (section) => {
        reportSection(entry);
        if (active) setState({ status: 'ready', section });
      },
      (error: unknown) => {
        console.error(`Onderdeel ${entry.name} (${entry.version}) kon niet worden geladen`, error);
        if (isCodeError(error)) reportSection(entry, error);
        if (active) setState({ status: 'failed', detail: describeLoadError(error) });
      },
    );
    return () => {
      active = false;
    };
  }, [entry, attempt]);

  if (state.status === 'loading') {
    return <LoadingState label={`${entry.label} wordt geladen…`} />;
  }
  if (state.status === 'failed') {
    return (
      <SectionUnavailable label={entry.label} detail={state.detail} onRetry={() => setAttempt((value) => value + 1)} />
    );
  }
  return (
    <SectionErrorBoundary entry={entry}>
      <SectionNav label={entry.label} prefix={entry.prefix} entries={state.section.nav} />
      <SectionRoutes section={state.section} prefix={entry.prefix} />
    </SectionErrorBoundary>
  );
}
