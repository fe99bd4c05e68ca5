import { formatDateTime, useAsync } from '@tjas/ui';
import { Link } from '@tjas/router';
import { listSeries } from '../api/series-api.ts';
import styles from './event-detail.module.css';

/** How many coming occurrences the event page lists; the rest are counted. */
const SHOWN = 6;

/**
 * The coming occurrences of the event's series, this one marked, each a link: a member sees which
 * weeks there are, an organiser reaches the one to change. Nothing while loading or when this is
 * the only one left.
 */
export function SeriesOccurrences({ series, currentId }: { series: string; currentId: string }) {
  const [state] = useAsync(() => listSeries(series), series);
  if (state.status !== 'ready' || state.data.length < 2) return null;
  const shown = state.data.slice(0, SHOWN);
  const more = state.data.length - shown.length;
  return (
    <>
      <dt>Reeks</dt>
      <dd>
        <ul className={styles.series} aria-label="De komende keren van deze reeks">
          {shown.map((occurrence) => (
            <li key={occurrence.id}>
              {occurrence.id === currentId ? (
                <span aria-current="page">{formatDateTime(occurrence.start)} (deze)</span>
              ) : (
                <Link to={`/evenementen/${occurrence.id}`}>{formatDateTime(occurrence.start)}</Link>
              )}
              {occurrence.cancelled && ' (geannuleerd)'}
            </li>
          ))}
        </ul>
        {more > 0 && <>en nog {more === 1 ? '1 keer' : `${more} keer`}</>}
      </dd>
    </>
  );
}
