import { describeError, useSession } from '@tjas/auth';
import { AsyncContent, Card, ContentMark, DataTable, DateTime, PageHeader, formatRaceTime, useAsync } from '@tjas/ui';
import type { Column } from '@tjas/ui';
import { Link } from '@tjas/router';
import { listMyResults } from '../api/sport-api.ts';
import { groupMyResults, type DistanceResults, type MarkedResult } from '../lib/my-results.ts';
import { formatDistance } from '../lib/season.ts';
import { ProgressChart } from './progress-chart.tsx';
import styles from './my-results.module.css';
import sport from './sport.module.css';

/** "PR" and "SB" as skaters write them, spelled out for screen readers. */
function Marks({ result }: { result: MarkedResult }) {
  if (result.personalBest)
    return (
      <abbr className={styles.record} title="Persoonlijk record">
        PR
      </abbr>
    );
  if (result.seasonBest)
    return (
      <abbr className={styles.seasonBest} title="Beste tijd van het seizoen">
        SB
      </abbr>
    );
  return null;
}

const COLUMNS: readonly Column<MarkedResult>[] = [
  { key: 'season', header: 'Seizoen', render: (result) => result.season },
  { key: 'date', header: 'Datum', render: (result) => <DateTime value={result.date} dateOnly /> },
  { key: 'competition', header: 'Wedstrijd', render: (result) => result.competition },
  {
    key: 'time',
    header: 'Tijd',
    render: (result) => (
      <span className={styles.timeCell}>
        <span className={sport.time}>{formatRaceTime(result.time)}</span>
        <Marks result={result} />
      </span>
    ),
  },
  { key: 'ranking', header: 'Plaats', render: (result) => (result.ranking ? `${result.ranking}e` : '—') },
];

function DistanceSection({ group }: { group: DistanceResults }) {
  const label = formatDistance(group.distance);
  const headingId = `afstand-${group.distance}`;
  return (
    <Card>
      <section aria-labelledby={headingId} className={styles.distance}>
        <h2 id={headingId} className={styles.heading}>
          {label}
        </h2>
        <p className={styles.summary}>
          Persoonlijk record: <strong className={sport.time}>{formatRaceTime(group.best.time)}</strong>,{' '}
          {group.best.competition} (<DateTime value={group.best.date} dateOnly />)
        </p>
        {group.seasons.length > 1 && (
          <div className={styles.seasonBests}>
            <h3 id={`${headingId}-seizoenen`} className={styles.subheading}>
              Beste tijd per seizoen
            </h3>
            <ul aria-labelledby={`${headingId}-seizoenen`}>
              {group.seasons.map((season) => (
                <li key={season.season}>
                  {season.season}: <strong className={sport.time}>{formatRaceTime(season.best.time)}</strong>
                </li>
              ))}
            </ul>
          </div>
        )}
        {group.chronological.length > 1 && <ProgressChart distanceLabel={label} races={group.chronological} />}
        <DataTable
          caption={`Je tijden op de ${label}, nieuwste eerst`}
          columns={COLUMNS}
          rows={group.seasons.flatMap((season) => season.results)}
          rowKey={(result) => result.id}
        />
      </section>
    </Card>
  );
}

/** /sport/mijn-uitslagen: the member's own times per distance and season, with bests and progress. */
export function MyResultsPage() {
  const memberId = useSession((state) => state.user?.id ?? '');
  const [state, reload] = useAsync(() => listMyResults(memberId), memberId);
  return (
    <>
      <PageHeader
        title="Mijn uitslagen"
        description="Je eigen wedstrijdtijden per afstand en seizoen, met je persoonlijke records."
        actions={<Link to="/sport/uitslagen">Alle uitslagen</Link>}
      />
      <AsyncContent
        state={state}
        reload={reload}
        loadingLabel="Je uitslagen worden geladen…"
        loadingLines={8}
        describe={describeError}
        isEmpty={(results) => results.length === 0}
        empty="Je hebt nog geen uitslagen. Zodra de Sportcommissie een wedstrijdtijd van je invoert, zie je die hier, met je persoonlijke records."
      >
        {(results) => (
          <div className={styles.distances}>
            {groupMyResults(results).map((group) => (
              <DistanceSection key={group.distance} group={group} />
            ))}
            <ContentMark name="tjas:content:sport-mijn-uitslagen" />
          </div>
        )}
      </AsyncContent>
    </>
  );
}
