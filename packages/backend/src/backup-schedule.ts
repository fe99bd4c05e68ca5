import { Cron } from 'croner';
import type PocketBase from 'pocketbase';
import { checkUnchecked, makeBackup, pruneBackups, sitePrefix } from './backup-keeper.ts';

/**
 * One scheduled run: check what was never checked, make a backup named after the site, read it
 * back and check it, then remove the site's own backups that fall out of the tiers. Each step
 * logs one Dutch line; a failed backup is recorded (and mailed to the admins) by makeBackup.
 */
export async function runScheduledBackup(connect: () => Promise<PocketBase>, log: (line: string) => void): Promise<void> {
  const admin = await connect();
  const prefix = await sitePrefix(admin);
  for (const late of await checkUnchecked(admin, prefix))
    log(`Backup ${late.name} alsnog nagekeken: ${late.ok ? 'goed' : late.problems.join(' ')}`);
  const check = await makeBackup(admin, prefix);
  log(
    check.ok
      ? `Backup ${check.name} gemaakt en nagekeken: ${check.records} records, ${Math.round(check.size / 1024)} KiB.`
      : `Backup ${check.name} mislukt: ${check.problems.join(' ')} De beheerders krijgen een mail.`,
  );
  const removed = await pruneBackups(admin, prefix);
  if (removed.length > 0) log(`Oude backups opgeruimd (7 dagen, 4 weken, 12 maanden blijven): ${removed.join(', ')}`);
}

/**
 * Runs the backups on the site's schedule (TJAS_BACKUP_CRON, five fields, UTC) in the process
 * that started PocketBase; PocketBase's own schedule stays off, because it names every site's
 * backups alike and its clean-up removes them across sites sharing a bucket. One run at a time
 * (`protect`): a slow bucket never stacks runs. `connect` logs in afresh per run, so a long-lived
 * process never holds an expired token.
 */
export function scheduleBackups(
  cron: string,
  connect: () => Promise<PocketBase>,
  log: (line: string) => void,
): Cron {
  return new Cron(cron, { timezone: 'UTC', mode: '5-part', protect: true }, async () => {
    try {
      await runScheduledBackup(connect, log);
    } catch (error) {
      log(`Geplande backup mislukt: ${(error as Error).message}`);
    }
  });
}
