import { Cron } from 'croner';
import type PocketBase from 'pocketbase';
import { checkUnchecked, makeBackup, pruneBackups, sitePrefix, type BackupCheck } from './backup-keeper.ts';

/** A run that takes longer than this is given up (its backup, if made, is checked by the next). */
const RUN_TIMEOUT_MS = 60 * 60 * 1000;

/** One line about a backup's check, for the site's log. */
function describe(check: BackupCheck): string {
  if (!check.checked) return `Backup ${check.name} ${check.problems.join(' ')} De volgende run probeert het opnieuw.`;
  return check.ok
    ? `Backup ${check.name} gemaakt en nagekeken: ${check.records} records, ${Math.round(check.size / 1024)} KiB.`
    : `Backup ${check.name} mislukt: ${check.problems.join(' ')} De beheerders krijgen een mail.`;
}

/**
 * One scheduled run: check what was never checked, make a backup named after the site, read it
 * back and check it, then remove the site's own backups that fall out of the tiers. Each step
 * logs one Dutch line; a failed backup is recorded (and mailed to the admins) by makeBackup.
 */
export async function runScheduledBackup(
  connect: () => Promise<PocketBase>,
  log: (line: string) => void,
): Promise<void> {
  const admin = await connect();
  const prefix = await sitePrefix(admin);
  for (const late of await checkUnchecked(admin, prefix))
    log(late.checked ? `Alsnog nagekeken: ${describe(late)}` : describe(late));
  log(describe(await makeBackup(admin, prefix)));
  const removed = await pruneBackups(admin, prefix);
  if (removed.length > 0) log(`Oude backups opgeruimd (7 dagen, 4 weken, 12 maanden blijven): ${removed.join(', ')}`);
}

/**
 * Runs the backups on the site's schedule (TJAS_BACKUP_CRON, five fields, UTC) in the process
 * that started PocketBase; PocketBase's own schedule stays off, because it names every site's
 * backups alike and its clean-up removes them across sites sharing a bucket. One run at a time
 * (`protect`), and a run that hangs (a store that never answers) is given up after an hour, so
 * the schedule goes on. `connect` logs in afresh per run: a long-lived process never holds an
 * expired token.
 */
export function scheduleBackups(cron: string, connect: () => Promise<PocketBase>, log: (line: string) => void): Cron {
  return new Cron(cron, { timezone: 'UTC', mode: '5-part', protect: true }, async () => {
    let timer: NodeJS.Timeout | undefined;
    const hung = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('de run duurde langer dan een uur en is opgegeven')), RUN_TIMEOUT_MS);
    });
    try {
      await Promise.race([runScheduledBackup(connect, log), hung]);
    } catch (error) {
      log(`Geplande backup mislukt: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  });
}

/**
 * How old the newest good backup may be on this schedule before the admins hear of it: the
 * longest gap between two runs, plus two hours (26 for a nightly schedule).
 */
export function allowedAgeHours(cron: string, from: Date = new Date()): number {
  const runs = new Cron(cron, { timezone: 'UTC', mode: '5-part', paused: true }).nextRuns(8, from);
  let gap = 0;
  for (let index = 1; index < runs.length; index++)
    gap = Math.max(gap, runs[index]!.getTime() - runs[index - 1]!.getTime());
  return Math.ceil(gap / 3600_000) + 2;
}
