import { describeError } from '@tjas/auth';
import { Link } from '@tjas/router';
import {
  Button,
  Card,
  DateTime,
  EmptyState,
  ErrorState,
  FormError,
  LoadingState,
  NoAccess,
  PageHeader,
  showToast,
  useAsync,
} from '@tjas/ui';
import { useState } from 'react';
import { listLiveSections, listReleases, rollBack, type LiveSectionRecord } from '../api/releases-api.ts';
import { useMayRelease } from '../lib/use-releasable.ts';
import styles from './sections-page.module.css';

const ACTIONS = { release: 'uitgebracht', rollback: 'teruggezet naar', remove: 'van de site gehaald, was' } as const;

function SectionReleases({ section, onChanged }: { section: LiveSectionRecord; onChanged: () => void }) {
  const [history, reloadHistory] = useAsync(
    () => listReleases(section.name),
    `releases:${section.name}:${section.version}`,
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const target = section.rollbackVersion;

  async function rollBackTo(version: string) {
    // Every member loading the site from now on gets the other version: ask first.
    if (
      !window.confirm(
        `${section.label} terugzetten naar versie ${version}? Leden krijgen die versie bij hun volgende bezoek.`,
      )
    )
      return;
    setBusy(true);
    setError(undefined);
    try {
      await rollBack(section.name, version);
      showToast(`${section.label} staat terug op ${version}.`);
      onChanged();
      reloadHistory();
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={section.label}>
      <p className={styles.live}>
        <strong>Live: {section.version}</strong>
        {section.origin && <> vanaf {section.origin}</>}
      </p>
      {section.releasedAt && (
        <p className={styles.meta}>
          Sinds <DateTime value={section.releasedAt} />, door {section.releasedByName || 'onbekend'}.
        </p>
      )}
      {target ? (
        <Button
          variant="secondary"
          busy={busy}
          busyLabel="Bezig met terugzetten…"
          onClick={() => void rollBackTo(target)}
        >
          Terug naar {target}
        </Button>
      ) : (
        <p className={styles.meta}>Er is geen eerdere versie om naar terug te gaan.</p>
      )}
      <FormError message={error} />
      <h3 className={styles.historyTitle}>Geschiedenis</h3>
      {history.status === 'loading' && <LoadingState label="Geschiedenis wordt geladen…" />}
      {history.status === 'failed' && <ErrorState message={describeError(history.error)} onRetry={reloadHistory} />}
      {history.status === 'ready' &&
        (history.data.length === 0 ? (
          <EmptyState>Nog niets uitgebracht.</EmptyState>
        ) : (
          <ol className={styles.history}>
            {history.data.map((release) => (
              <li key={release.id}>
                <DateTime value={release.created} />: {ACTIONS[release.action]} {release.version} door{' '}
                {release.releasedByName || 'onbekend'}
                {release.commit && <span className={styles.meta}> (commit {release.commit})</span>}
                {release.origin && <span className={styles.meta}> vanaf {release.origin}</span>}
              </li>
            ))}
          </ol>
        ))}
    </Card>
  );
}

/**
 * /secties: for members who release sections (their committee's permission, or admins), each
 * of their sections with its live version, who released it and when, its history, and a way
 * back to the version before. New versions come from `pnpm release:section`.
 */
export function SectionsPage() {
  const mayRelease = useMayRelease();
  const [sections, reload] = useAsync(listLiveSections, 'live-sections');
  if (sections.status === 'loading') return <LoadingState label="Secties worden geladen…" />;
  if (sections.status === 'failed') return <ErrorState message={describeError(sections.error)} onRetry={reload} />;
  const mine = sections.data.filter((section) => mayRelease(section.name));
  if (mine.length === 0) {
    return <NoAccess home={<Link to="/account">Naar je account</Link>}>Je hebt geen toegang tot deze pagina.</NoAccess>;
  }
  return (
    <>
      <PageHeader
        title="Secties"
        description={
          <>
            Welke versie van je sectie live staat, en terug naar een eerdere. Een nieuwe versie breng je uit met{' '}
            <code>pnpm release:section</code>.
          </>
        }
      />
      {mine.map((section) => (
        <SectionReleases key={section.id} section={section} onChanged={reload} />
      ))}
    </>
  );
}
