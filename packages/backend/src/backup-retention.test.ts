import { describe, expect, it } from 'vitest';
import { backupsToRemove, type KeptBackup } from './backup-retention.ts';

const now = new Date('2026-11-27T12:00:00Z');
const at = (iso: string, ok: boolean | undefined = true): KeptBackup => ({ name: iso, madeAt: new Date(iso), ok });
/** One good backup every night at 02:00 for `days` days, newest first. */
const nightly = (days: number) =>
  Array.from({ length: days }, (_, day) => at(new Date(Date.UTC(2026, 10, 27 - day, 2)).toISOString()));
const kept = (backups: KeptBackup[]) => {
  const removed = new Set(backupsToRemove(backups, now).map((backup) => backup.name));
  return backups.filter((backup) => !removed.has(backup.name)).map((backup) => backup.name.slice(0, 10));
};

describe('backupsToRemove', () => {
  it('keeps a week of nights, then the newest of each of 4 weeks and 12 months', () => {
    const days = kept(nightly(400));
    expect(days.slice(0, 7)).toEqual([
      '2026-11-27',
      '2026-11-26',
      '2026-11-25',
      '2026-11-24',
      '2026-11-23',
      '2026-11-22',
      '2026-11-21',
    ]);
    // Sundays close the ISO weeks (Monday 23 Nov holds the current week's newest: the 27th).
    expect(days).toContain('2026-11-15');
    expect(days).toContain('2026-11-08');
    // The last night of each earlier month, back to the 12th month.
    expect(days).toContain('2026-10-31');
    expect(days).toContain('2025-12-31');
    expect(days).not.toContain('2025-11-30');
    expect(days).toHaveLength(7 + 2 + 11);
  });

  it('keeps 20 backups out of 400 nights, and a second run removes nothing more', () => {
    const backups = nightly(400);
    const left = backups.filter((backup) => !backupsToRemove(backups, now).includes(backup));
    expect(left).toHaveLength(20);
    expect(backupsToRemove(left, now)).toEqual([]);
  });

  it('keeps every backup of the last day, also those made by hand', () => {
    const backups = [at('2026-11-27T11:00:00Z'), at('2026-11-27T09:30:00Z'), ...nightly(3)];
    expect(backupsToRemove(backups, now)).toEqual([]);
    const tomorrow = new Date('2026-11-28T12:00:00Z');
    expect(backupsToRemove(backups, tomorrow).map((backup) => backup.name)).toEqual([
      '2026-11-27T02:00:00.000Z',
      '2026-11-27T09:30:00Z',
    ]);
  });

  it('never removes a backup that was not checked yet; a failed one goes after a day', () => {
    const unchecked = at('2025-01-01T02:00:00Z', undefined);
    const failedToday = at('2026-11-27T02:00:00Z', false);
    const failedLastWeek = at('2026-11-20T02:00:00Z', false);
    const removed = backupsToRemove([unchecked, failedToday, failedLastWeek, ...nightly(2).slice(1)], now);
    expect(removed).toEqual([failedLastWeek]);
  });

  it('counts only good backups for the tiers: a failed night does not push a good one out', () => {
    const backups = nightly(8).map((backup) =>
      backup.name.startsWith('2026-11-24') ? { ...backup, ok: false } : backup,
    );
    const days = kept(backups);
    expect(days).toContain('2026-11-20'); // the seventh good night
    expect(days).not.toContain('2026-11-24');
  });
});
