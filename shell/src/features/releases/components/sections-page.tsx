import { describeError, isAdmin, useSession } from '@tjas/auth';
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
  useConfirmation,
} from '@tjas/ui';
import { releaseActionLabels } from '@tjas/federation/release-history';
import { membersText } from '@tjas/schema/count-text';
import { useState } from 'react';
import {
  getSectionHealth,
  listLiveSections,
  listReleases,
  listNewSectionsInReview,
  listRemovedSections,
  rollBack,
  type LiveSectionRecord,
  type VersionHealth,
} from '../api/releases-api.ts';
import { removeSectionPlace, type SectionPlaceRecord } from '../api/section-places-api.ts';
import { loadSectionPlaces, useMayRelease, useSectionPlaces } from '../lib/use-releasable.ts';
import { NewSectionForm } from './new-section-form.tsx';
import { ReviewPanel } from './review-panel.tsx';
import { SectionPlaceForm } from './section-place-form.tsx';
import styles from './sections-page.module.css';

function useIsAdmin(): boolean {
  return isAdmin(useSession((state) => state.committees));
}

function SectionReleases({ section, onChanged }: { section: LiveSectionRecord; onChanged: () => void }) {
  const admin = useIsAdmin();
  const [history, reloadHistory] = useAsync(
    () => listReleases(section.name),
    `releases:${section.name}:${section.version}`,
  );
  // A release that waited for review until a newer upload replaced it is called so, not "klaar voor controle".
  const labels = history.status === 'ready' ? releaseActionLabels(history.data) : [];
  const [health] = useAsync(() => getSectionHealth(section.name), `health:${section.name}:${section.version}`);
  const healthOf = (version: string) => (health.status === 'ready' ? health.data.get(version) : undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const target = section.rollbackVersion;
  const { confirm, dialog } = useConfirmation();

  async function rollBackTo(version: string) {
    // Every member loading the site from now on gets the other version: ask first.
    const confirmed = await confirm({
      title: `${section.label} terugzetten naar versie ${version}?`,
      message: 'Leden met de site open krijgen die versie bij hun volgende klik, de anderen bij hun volgende bezoek.',
      confirmLabel: 'Terugzetten',
    });
    if (!confirmed) return;
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
      <p className={styles.meta} data-testid="live-health">
        <HealthLine health={healthOf(section.version)} />
      </p>
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
      <ReviewPanel
        section={section.name}
        label={section.label}
        onChanged={() => {
          onChanged();
          reloadHistory();
        }}
      />
      {admin && (
        <details className={styles.place}>
          <summary>
            Plaats op de site: {section.prefix}
            {section.order !== null && <>, volgorde {section.order}</>}
          </summary>
          <SectionPlaceForm
            section={section.name}
            initial={{ label: section.label, prefix: section.prefix, order: section.order }}
            submitLabel="Plaats opslaan"
            onSaved={() => {
              showToast(`De plaats van ${section.name} is opgeslagen.`);
              onChanged();
              reloadHistory();
            }}
          />
        </details>
      )}
      <h3 className={styles.historyTitle}>Geschiedenis</h3>
      {history.status === 'loading' && <LoadingState label="Geschiedenis wordt geladen…" />}
      {history.status === 'failed' && <ErrorState message={describeError(history.error)} onRetry={reloadHistory} />}
      {history.status === 'ready' &&
        (history.data.length === 0 ? (
          <EmptyState>Nog niets uitgebracht.</EmptyState>
        ) : (
          <ol className={styles.history}>
            {history.data.map((release, index) => (
              <li key={release.id}>
                <DateTime value={release.created} />: {labels[index]} {release.version} door{' '}
                {release.releasedByName || 'onbekend'}
                {release.approvedByName && <>, goedgekeurd door {release.approvedByName}</>}
                {release.commit && <span className={styles.meta}> (commit {release.commit})</span>}
                {release.note && <span className={styles.meta}>: “{release.note}”</span>}
                {release.origin && <span className={styles.meta}> vanaf {release.origin}</span>}
                {release.action === 'release' && healthOf(release.version) && (
                  <span className={styles.meta}>
                    {' '}
                    (<HealthLine health={healthOf(release.version)} />)
                  </span>
                )}
              </li>
            ))}
          </ol>
        ))}
      {dialog}
    </Card>
  );
}

/** How a version did for members, in one line; nothing reported yet says so. */
function HealthLine({ health }: { health: VersionHealth | undefined }) {
  if (!health) return <>Nog geen leden hebben deze versie geladen.</>;
  return (
    <>
      Geladen door {membersText(health.loads)},{' '}
      {health.errors === 0
        ? 'zonder fouten'
        : `${membersText(health.errors)} met een fout (eerste: ${health.firstError})`}
      .
    </>
  );
}

/** For admins: removes a waiting section's place, which frees its path and its committee's right. */
function RemovePlace({ place, onChanged }: { place: SectionPlaceRecord; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  async function remove() {
    setBusy(true);
    setError(undefined);
    try {
      if (!(await removeSectionPlace(place.name))) return;
      showToast(`De plaats van ${place.label} is verwijderd; ${place.prefix} is weer vrij.`);
      onChanged();
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <Button variant="secondary" busy={busy} busyLabel="Bezig met verwijderen…" onClick={() => void remove()}>
        Plaats verwijderen
      </Button>
      <FormError message={error} />
    </>
  );
}

/**
 * New sections an admin made a place for that are not on the site yet: where they will live and
 * which committee releases them, how to release the first version, and that release's review.
 */
function SectionPlacesWaiting({
  places,
  admin,
  onChanged,
}: {
  places: SectionPlaceRecord[];
  admin: boolean;
  onChanged: () => void;
}) {
  // A section an admin took off the site is not new: it stays off until an admin puts it back.
  const [removed] = useAsync(
    () => (places.length > 0 ? listRemovedSections() : Promise.resolve([])),
    `removed:${places.map((place) => place.name).join(',')}`,
  );
  if (removed.status !== 'ready') return null;
  const gone = new Set(removed.data.map((removal) => removal.section));
  const shown = places.filter((place) => !gone.has(place.name));
  if (shown.length === 0) return null;
  return (
    <Card title="Nieuwe secties, nog niet op de site">
      {shown.map((place) => (
        <section key={place.id} className={styles.place} aria-label={`Nieuwe sectie ${place.label}`}>
          <h3 className={styles.historyTitle}>{place.label}</h3>
          <p className={styles.meta}>
            Komt op {place.prefix}
            {place.order !== null && <>, volgorde {place.order}</>}; uit te brengen door de{' '}
            {place.expand?.committee?.name ?? 'commissie van de sectie'}. Nog niet uitgebracht: de eerste versie komt
            met <code>npm run -s release:section -- {place.name} --site …</code> en staat live zodra een ander lid van
            de commissie, of een beheerder, haar hier goedkeurt.
          </p>
          <ReviewPanel section={place.name} label={place.label} onChanged={onChanged} />
          {admin && <RemovePlace place={place} onChanged={onChanged} />}
        </section>
      ))}
    </Card>
  );
}

/** For admins: releases of sections that are not on the site yet (an admin's new section), to review. */
function NewSectionsInReview({ onChanged, placed }: { onChanged: () => void; placed: ReadonlySet<string> }) {
  const [sections, reload] = useAsync(listNewSectionsInReview, 'new-sections-in-review');
  // A section with a place is reviewed in its own card.
  const names = sections.status === 'ready' ? sections.data.filter((name) => !placed.has(name)) : [];
  if (names.length === 0) return null;
  return (
    <Card title="Nieuwe secties ter controle">
      {names.map((name) => (
        <ReviewPanel
          key={name}
          section={name}
          label={name}
          onChanged={() => {
            reload();
            onChanged();
          }}
        />
      ))}
    </Card>
  );
}

/** For admins: the sections taken off the site, each with a way back onto it. */
function RemovedSections({ onChanged }: { onChanged: () => void }) {
  const [removed, reload] = useAsync(listRemovedSections, 'removed-sections');
  if (removed.status !== 'ready' || removed.data.length === 0) return null;
  return (
    <Card title="Van de site gehaald">
      {removed.data.map((removal) => (
        <details key={removal.id} className={styles.place}>
          <summary>
            {removal.section} (versie {removal.version}, sinds <DateTime value={removal.created} />)
          </summary>
          <SectionPlaceForm
            section={removal.section}
            version={removal.version}
            initial={removal.place ?? { label: removal.section, prefix: `/${removal.section}`, order: null }}
            submitLabel="Terug op de site"
            onSaved={() => {
              showToast(`${removal.section} staat weer op de site.`);
              reload();
              onChanged();
            }}
          />
        </details>
      ))}
    </Card>
  );
}

/**
 * /secties: for members who release sections (their committee's permission, or admins), each
 * of their sections with its live version, who released it and when, its history, and a way
 * back to the version before. Admins also choose where each section lives (menu name, path,
 * order) and put back sections that were taken off. New versions come from `npm run -s release:section --`.
 */
export function SectionsPage() {
  const [round, setRound] = useState(0);
  const mayRelease = useMayRelease(round);
  const places = useSectionPlaces(round);
  const admin = useIsAdmin();
  const [sections, reload] = useAsync(listLiveSections, 'live-sections');
  if (sections.status === 'loading' || places === null) return <LoadingState label="Secties worden geladen…" />;
  if (sections.status === 'failed') return <ErrorState message={describeError(sections.error)} onRetry={reload} />;
  const mine = sections.data.filter((section) => mayRelease(section.name));
  const live = new Set(sections.data.map((section) => section.name));
  const waiting = places.filter((place) => !live.has(place.name) && mayRelease(place.name));
  const changed = () => {
    reload();
    void loadSectionPlaces(true).then(() => setRound((value) => value + 1));
  };
  if (mine.length === 0 && waiting.length === 0 && !admin) {
    return <NoAccess home={<Link to="/account">Naar je account</Link>}>Je hebt geen toegang tot deze pagina.</NoAccess>;
  }
  return (
    <>
      <PageHeader
        title="Secties"
        description={
          <>
            Welke versie van je sectie live staat, wat klaar staat voor controle, en terug naar een eerdere. Een nieuwe
            versie breng je uit met <code>npm run -s release:section -- &lt;sectie&gt; --site …</code>; een ander lid
            met uitbrengrechten, of een beheerder, keurt haar hier goed.
          </>
        }
      />
      {mine.map((section) => (
        <SectionReleases key={section.id} section={section} onChanged={reload} />
      ))}
      <SectionPlacesWaiting places={waiting} admin={admin} onChanged={changed} />
      {admin && <NewSectionsInReview onChanged={reload} placed={new Set(places.map((place) => place.name))} />}
      {admin && <RemovedSections onChanged={reload} />}
      {admin && (
        <Card title="Nieuwe sectie">
          <p className={styles.meta}>
            Maak de plaats van een nieuwe sectie en kies de commissie die haar uitbrengt. Die commissie brengt haar
            daarna zelf uit, zonder de beheerders van de site; de sectie staat in het menu zodra haar eerste versie is
            goedgekeurd.
          </p>
          <NewSectionForm
            taken={[...sections.data, ...places.filter((place) => !live.has(place.name))]}
            onCreated={(place, committee) => {
              showToast(`Sectie ${place.label} is aangemaakt; de ${committee} kan haar nu uitbrengen.`);
              changed();
            }}
          />
        </Card>
      )}
    </>
  );
}
