import { describeError, useHasPermission } from '@tjas/auth';
import { PERMISSIONS } from '@tjas/permissions/permission-table';
import {
  Card,
  ContentMark,
  DataTable,
  DateTime,
  EmptyState,
  ErrorState,
  formatRaceTime,
  PageHeader,
  Pager,
  SelectField,
  Skeleton,
  useAsync,
  type Column,
} from '@tjas/ui';
import { Link, useSearchParams } from '@tjas/router';
import { listResults, type ResultRecord } from '../api/sport-api.ts';
import { DISTANCES, formatDistance, recentSeasons } from '../lib/season.ts';
import { FROM_LIST } from '../lib/from-list.ts';
import styles from './sport.module.css';

const COLUMNS: readonly Column<ResultRecord>[] = [
  { key: 'date', header: 'Datum', render: (result) => <DateTime value={result.date} dateOnly /> },
  { key: 'competition', header: 'Wedstrijd', render: (result) => result.competition },
  {
    key: 'skater',
    header: 'Schaatser',
    render: (result) => result.expand?.skater?.name || result.expand?.skater?.username || 'Onbekend lid',
  },
  { key: 'distance', header: 'Afstand', render: (result) => formatDistance(result.distance) },
  {
    key: 'time',
    header: 'Tijd',
    render: (result) => <span className={styles.time}>{formatRaceTime(result.time)}</span>,
  },
  { key: 'ranking', header: 'Plaats', render: (result) => (result.ranking ? `${result.ranking}e` : '—') },
];

/** For the Sportcommissie: a link per result to correct or remove it, which the editor goes back to (FROM_LIST). */
const EDIT_COLUMN: Column<ResultRecord> = {
  key: 'edit',
  header: 'Beheer',
  render: (result) => (
    <Link
      to={`/sport/uitslagen/${result.id}/bewerken`}
      state={FROM_LIST}
      aria-label={`Bewerken: uitslag van ${result.expand?.skater?.name || 'dit lid'} op ${result.competition}`}
    >
      Bewerken
    </Link>
  ),
};

/** /sport/uitslagen: results of club members, newest first, by season and distance. */
export function ResultsPage() {
  const canAdd = useHasPermission(PERMISSIONS.addResults);
  // Filters and page live in the address (?seizoen=2025-2026&afstand=500&pagina=2): a link or
  // the back button brings a member to the same list.
  const [params, setParams] = useSearchParams();
  const filters = { season: params.get('seizoen') ?? '', distance: params.get('afstand') ?? '' };
  const page = Math.max(1, Number(params.get('pagina')) || 1);
  const [state, reload] = useAsync(() => listResults(filters, page), `${filters.season}|${filters.distance}|${page}`);
  const show = (next: { season: string; distance: string; page: number }) => {
    const query: Record<string, string> = {};
    if (next.season) query['seizoen'] = next.season;
    if (next.distance) query['afstand'] = next.distance;
    if (next.page > 1) query['pagina'] = String(next.page);
    setParams(query);
  };
  const change = (next: Partial<typeof filters>) => show({ ...filters, ...next, page: 1 });
  const setPage = (number: number) => show({ ...filters, page: number });

  return (
    <>
      <PageHeader
        title="Uitslagen"
        description="Wedstrijduitslagen van onze leden."
        actions={
          <>
            <Link to="/sport/mijn-uitslagen">Mijn uitslagen</Link>
            {canAdd && <Link to="/sport/uitslagen/uitslag-toevoegen">Uitslag toevoegen</Link>}
          </>
        }
      />
      <div className={styles.filters}>
        <SelectField
          label="Seizoen"
          name="season"
          options={[
            { value: '', label: 'Alle seizoenen' },
            ...recentSeasons(new Date(), 6).map((season) => ({ value: season, label: season })),
          ]}
          value={filters.season}
          onChange={(event) => change({ season: event.target.value })}
        />
        <SelectField
          label="Afstand"
          name="distance"
          options={[
            { value: '', label: 'Alle afstanden' },
            ...DISTANCES.map((distance) => ({ value: String(distance), label: formatDistance(distance) })),
          ]}
          value={filters.distance}
          onChange={(event) => change({ distance: event.target.value })}
        />
      </div>
      <Card>
        {state.status === 'loading' && <Skeleton label="Uitslagen worden geladen…" />}
        {state.status === 'failed' && <ErrorState message={describeError(state.error)} onRetry={reload} />}
        {state.status === 'ready' && state.data.items.length === 0 && (
          <EmptyState>Geen uitslagen voor deze keuze.</EmptyState>
        )}
        {state.status === 'ready' && state.data.items.length > 0 && (
          <>
            <DataTable
              caption={`${state.data.totalItems} uitslagen`}
              columns={canAdd ? [...COLUMNS, EDIT_COLUMN] : COLUMNS}
              rows={state.data.items}
              rowKey={(result) => result.id}
            />
            <Pager label="Uitslagen" current={page} totalPages={state.data.totalPages} onChange={setPage} />
            <ContentMark name="tjas:content:sport-uitslagen" />
          </>
        )}
      </Card>
    </>
  );
}
