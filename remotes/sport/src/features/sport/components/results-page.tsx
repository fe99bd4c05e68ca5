import { describeError, useHasPermission } from '@tjas/auth';
import { PERMISSIONS } from '@tjas/permissions/permission-table';
import { Card, ContentMark, DataTable, DateTime, EmptyState, ErrorState, formatRaceTime, PageHeader, Pager, SelectField, Skeleton, useAsync, type Column } from '@tjas/ui';
import { useState } from 'react';
import { Link } from '@tjas/router';
import { listResults, type ResultRecord } from '../api/sport-api.ts';
import { DISTANCES, formatDistance, recentSeasons } from '../lib/season.ts';
import styles from './sport.module.css';

const COLUMNS: readonly Column<ResultRecord>[] = [
  { key: 'date', header: 'Datum', render: (result) => <DateTime value={result.date} dateOnly /> },
  { key: 'competition', header: 'Wedstrijd', render: (result) => result.competition },
  { key: 'skater', header: 'Schaatser', render: (result) => result.expand?.skater?.name || result.expand?.skater?.username || 'Onbekend lid' },
  { key: 'distance', header: 'Afstand', render: (result) => formatDistance(result.distance) },
  { key: 'time', header: 'Tijd', render: (result) => <span className={styles.time}>{formatRaceTime(result.time)}</span> },
  { key: 'ranking', header: 'Plaats', render: (result) => (result.ranking ? `${result.ranking}e` : '—') },
];

/** /sport/uitslagen: results of club members, newest first, by season and distance. */
export function ResultsPage() {
  const canAdd = useHasPermission(PERMISSIONS.addResults);
  const [filters, setFilters] = useState({ season: '', distance: '' });
  const [page, setPage] = useState(1);
  const [state, reload] = useAsync(() => listResults(filters, page), `${filters.season}|${filters.distance}|${page}`);
  const change = (next: Partial<typeof filters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };

  return (
    <>
      <PageHeader
        title="Uitslagen"
        description="Wedstrijduitslagen van onze leden."
        actions={canAdd ? <Link to="/sport/uitslagen/uitslag-toevoegen">Uitslag toevoegen</Link> : undefined}
      />
      <div className={styles.filters}>
        <SelectField
          label="Seizoen"
          name="season"
          options={[{ value: '', label: 'Alle seizoenen' }, ...recentSeasons(new Date(), 6).map((season) => ({ value: season, label: season }))]}
          value={filters.season}
          onChange={(event) => change({ season: event.target.value })}
        />
        <SelectField
          label="Afstand"
          name="distance"
          options={[{ value: '', label: 'Alle afstanden' }, ...DISTANCES.map((distance) => ({ value: String(distance), label: formatDistance(distance) }))]}
          value={filters.distance}
          onChange={(event) => change({ distance: event.target.value })}
        />
      </div>
      <Card>
        {state.status === 'loading' && <Skeleton label="Uitslagen worden geladen…" />}
        {state.status === 'failed' && <ErrorState message={describeError(state.error)} onRetry={reload} />}
        {state.status === 'ready' && state.data.items.length === 0 && <EmptyState>Geen uitslagen voor deze keuze.</EmptyState>}
        {state.status === 'ready' && state.data.items.length > 0 && (
          <>
            <DataTable caption={`${state.data.totalItems} uitslagen`} columns={COLUMNS} rows={state.data.items} rowKey={(result) => result.id} />
            <Pager label="Uitslagen" current={page} totalPages={state.data.totalPages} onChange={setPage} />
            <ContentMark name="tjas:content:sport-uitslagen" />
          </>
        )}
      </Card>
    </>
  );
}
