/**
 * Which of the site's own backups to keep, in tiers: every good backup of the last day, the newest
 * good one of each of the last 7 days, 4 weeks and 12 months that have one. So eight days of
 * damage nobody noticed still leave older good copies. A backup that was never checked is kept (it
 * may be the only one); one that failed its check goes once it is a day old (it cannot be restored,
 * and the admins had their mail about it).
 */
export interface KeptBackup {
  name: string;
  madeAt: Date;
  /** The check after it was stored: true, false, or undefined when not checked yet. */
  ok: boolean | undefined;
}

export const TIERS = { days: 7, weeks: 4, months: 12 } as const;
const DAY = 24 * 3600 * 1000;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const monthOf = (date: Date) => date.toISOString().slice(0, 7);
/** The ISO week's Monday, as a day: weeks do not break at a year's end. */
const weekOf = (date: Date) => dayOf(new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY));

/** The newest backup of each of the `count` most recent periods that have one. */
function newestPerPeriod(good: KeptBackup[], period: (date: Date) => string, count: number): KeptBackup[] {
  const seen = new Set<string>();
  const kept: KeptBackup[] = [];
  for (const backup of good) {
    const key = period(backup.madeAt);
    if (seen.has(key)) continue;
    seen.add(key);
    if (seen.size > count) break;
    kept.push(backup);
  }
  return kept;
}

/** The backups to remove, oldest first; `backups` are the site's own only. */
export function backupsToRemove(backups: KeptBackup[], now: Date): KeptBackup[] {
  const newestFirst = [...backups].sort((a, b) => b.madeAt.getTime() - a.madeAt.getTime());
  const good = newestFirst.filter((backup) => backup.ok === true);
  const keep = new Set<string>(
    [
      ...newestFirst.filter((backup) => backup.ok === undefined || now.getTime() - backup.madeAt.getTime() < DAY),
      ...newestPerPeriod(good, dayOf, TIERS.days),
      ...newestPerPeriod(good, weekOf, TIERS.weeks),
      ...newestPerPeriod(good, monthOf, TIERS.months),
    ].map((backup) => backup.name),
  );
  return newestFirst.filter((backup) => !keep.has(backup.name)).reverse();
}
