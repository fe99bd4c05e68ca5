import { formatRaceTime } from '@tjas/ui';
import { useId } from 'react';
import type { MarkedResult } from '../lib/my-results.ts';
import { describeProgress, monthOf, plotProgress } from '../lib/progress-chart.ts';
import styles from './my-results.module.css';

// The drawing's own units; the SVG scales to the width it gets (a phone's 375 px included).
const WIDTH = 320;
const HEIGHT = 120;
/** Room on the left for the fastest and slowest time. */
const LABELS = 64;
const BOX = { width: WIDTH - LABELS, height: HEIGHT, inset: 8 };

interface Props {
  /** e.g. "500 m" */
  distanceLabel: string;
  /** Oldest race first. */
  races: readonly MarkedResult[];
}

/**
 * A member's times on one distance as a small line chart, the faster time higher, the personal
 * best as a larger dot. Plain SVG (no chart library on the page); screen readers get the chart in
 * words, and the table beside it has every race.
 */
export function ProgressChart({ distanceLabel, races }: Props) {
  const titleId = useId();
  const { points, line } = plotProgress(races, BOX);
  const times = races.map((race) => race.time);
  const first = races[0]!;
  const last = races[races.length - 1]!;
  return (
    <figure className={styles.chart} data-testid="progress-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId} className={styles.drawing}>
        <title id={titleId}>{describeProgress(distanceLabel, races)}</title>
        <g className={styles.axis}>
          <text x={LABELS - 6} y={BOX.inset + 5} textAnchor="end">
            {formatRaceTime(Math.min(...times))}
          </text>
          <text x={LABELS - 6} y={HEIGHT - BOX.inset + 5} textAnchor="end">
            {formatRaceTime(Math.max(...times))}
          </text>
          <line x1={LABELS} y1={BOX.inset} x2={WIDTH} y2={BOX.inset} />
          <line x1={LABELS} y1={HEIGHT - BOX.inset} x2={WIDTH} y2={HEIGHT - BOX.inset} />
        </g>
        <g transform={`translate(${LABELS} 0)`}>
          <path d={line} className={styles.line} />
          {points.map((point, index) => (
            <circle
              key={point.id}
              cx={point.x}
              cy={point.y}
              r={races[index]!.personalBest ? 6 : 4}
              className={races[index]!.personalBest ? styles.best : styles.point}
            />
          ))}
        </g>
      </svg>
      {/* The time axis' ends; the title above already says them. */}
      <figcaption className={styles.axisDates} aria-hidden="true">
        <span>{monthOf(first.date)}</span>
        <span>sneller is hoger</span>
        <span>{monthOf(last.date)}</span>
      </figcaption>
    </figure>
  );
}
