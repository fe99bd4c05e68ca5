/**
 * `pnpm start` (demo) and `pnpm serve` (production): serve the built site and the API with
 * PocketBase on 127.0.0.1:$PORT, with the migrations applied and the sections released once.
 *
 * Demo: a local mail catcher, Dutch demo data, the printed default maintainer password.
 * Production (`pnpm serve`, or TJAS_ENV=production): no demo data, no catcher; the public URL,
 * a strong superuser password and the mail server are required (see site-settings.ts and
 * docs/operations.md, "Production"); a wrong or missing setting ends the start with one line naming it,
 * before anything is written.
 */
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { releaseNewSections } from '@tjas/deploy/first-release';
import PocketBase from 'pocketbase';
import { ensureCommittees } from './committees.ts';
import { applyMigrations, MigrationFailed } from './apply-migrations.ts';
import { allowedAgeHours, scheduleBackups } from './backup-schedule.ts';
import { configureServer } from './configure-server.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { loadEnvFile } from './env-file.ts';
import { startMailCatcher, type MailCatcher } from './mail-catcher.ts';
import { REPO_ROOT } from './paths.ts';
import { startPocketBase, upsertSuperuser } from './pocketbase-process.ts';
import { startPushSender } from './push/push-sender.ts';
import { seedDemoData } from './seed.ts';
import { readSiteSettings, SettingError, type SiteSettings } from './site-settings.ts';
import { probeSmtp } from './smtp-probe.ts';
import { writePidFile } from './upgrade/site-process.ts';

function refuse(message: string): never {
  console.error(`Start geweigerd: ${message}`);
  process.exit(1);
}

loadEnvFile();
const env = process.env;
const mode = process.argv.includes('--production') || env['TJAS_ENV'] === 'production' ? 'production' : 'demo';
let settings: SiteSettings;
try {
  settings = readSiteSettings(env, REPO_ROOT, mode);
} catch (error) {
  if (error instanceof SettingError) refuse(error.message);
  throw error;
}
if (!existsSync(join(settings.publicDir, 'index.html'))) {
  refuse(`geen gebouwde site in ${settings.publicDir}: draai eerst "pnpm build" (pnpm start doet dat zelf).`);
}
const { mail: mailSettings } = settings;
if (mailSettings.kind === 'smtp') {
  const problem = await probeSmtp(mailSettings.host, mailSettings.port);
  if (problem)
    console.warn(
      `Let op: mailserver ${mailSettings.host}:${mailSettings.port} niet bereikbaar (${problem}). De site start; mails wachten en worden opnieuw geprobeerd.`,
    );
}
if (settings.reset) await rm(settings.dataDir, { recursive: true, force: true });
// upgrade:site finds this process (and the commit it runs) by this file to stop it.
await writePidFile(settings.dataDir, REPO_ROOT);
// Until the sections are released, the server tells members the site is starting instead of
// letting them log in to a site without sections (pb_hooks/lib/site-starting.js).
const startingFile = join(settings.dataDir, 'tjas-starting');
await mkdir(settings.dataDir, { recursive: true });
await writeFile(startingFile, `${new Date().toISOString()}\n`);

let mail: MailCatcher | undefined;
if (mailSettings.kind === 'catcher') mail = await startMailCatcher(mailSettings.smtpPort, mailSettings.httpPort);

let upgraded: string | undefined;
try {
  upgraded = (await applyMigrations(settings.dataDir)).snapshot;
} catch (error) {
  if (!(error instanceof MigrationFailed)) throw error;
  await mail?.stop();
  refuse(
    `de upgrade is mislukt (${error.message}). De gegevens staan weer precies zoals ervoor (kopie: ${error.snapshot}); start de vorige versie van de site, zie docs/operations.md, "Upgrading".`,
  );
}
await upsertSuperuser(settings.dataDir, settings.superuser.email, settings.superuser.password);
/**
 * JavaScript runtimes kept ready for the hooks. A request holds the runtime of the site's
 * request middleware (pb_hooks/request-middleware.pb.js) until PocketBase has answered it, and a
 * realtime connection is answered only when it closes: every logged-in member's open page holds
 * one for as long as it is open (the shell hears new section versions, the event page its counts).
 * A hook or middleware that finds none free gets a runtime made for it and thrown away (~1 ms of
 * processor time and its garbage): with more pages open than runtimes, every request of the site
 * paid that. 1,200 cover a thousand members' open pages and the 64 requests Caddy lets through at
 * once (ops/Caddyfile), two runtimes each while a sign-up waits for the database, with room for
 * the jobs; each costs ~0.35 MB (PocketBase started with 263 MB with 150, 632 MB with 1,200).
 * Measured with `BENCH_PARTS=capacity pnpm bench` (BENCHMARKS.md, the rush with the page open).
 * TJAS_HOOKS_POOL sets another number.
 */
function hooksPool(): number {
  const set = Number(process.env['TJAS_HOOKS_POOL']);
  return Number.isInteger(set) && set > 0 ? set : 1200;
}

// Only the demo follows edits of the hooks; production changes code only by an upgrade's restart.
const server = await startPocketBase({
  dataDir: settings.dataDir,
  port: settings.port,
  publicDir: settings.publicDir,
  watchHooks: settings.watchHooks,
  hooksPool: hooksPool(),
  // The hooks report a schedule without a good backup (lib/backup-alerts.js).
  env: {
    TJAS_STARTING_FILE: startingFile,
    TJAS_BACKUP_CRON: settings.backups.cron,
    TJAS_BACKUP_MAX_HOURS: settings.backups.cron ? String(allowedAgeHours(settings.backups.cron)) : '',
  },
});

const connectAsSuperuser = async (): Promise<PocketBase> => {
  const client = new PocketBase(server.url);
  client.autoCancellation(false);
  await client.collection('_superusers').authWithPassword(settings.superuser.email, settings.superuser.password);
  return client;
};
/**
 * A step of the start once PocketBase runs: if it fails, PocketBase stops too before the error
 * ends this process. Left running, it would tell members "De site start op" for ever, as the
 * starting file goes only at the end, and hold the port the next start needs.
 */
const orStop = <T>(step: Promise<T>): Promise<T> =>
  step.catch(async (error: unknown) => {
    await server.stop();
    await mail?.stop();
    throw error;
  });
const admin = await orStop(connectAsSuperuser());
const smtp =
  mailSettings.kind === 'smtp'
    ? {
        host: mailSettings.host,
        port: mailSettings.port,
        username: mailSettings.username,
        password: mailSettings.password,
        tls: mailSettings.tls,
      }
    : { host: '127.0.0.1', port: mailSettings.smtpPort, username: '', password: '', tls: false };
const appUrl = settings.publicUrl ?? server.url;
await orStop(
  configureServer(admin, {
    appName: settings.productName,
    appUrl,
    smtp,
    senderAddress: mailSettings.sender,
    loginsPerMinute: settings.loginsPerMinute,
    trustedProxyHeaders: settings.trustedProxyHeaders,
    backups: settings.backups,
    filesS3: settings.filesS3,
  }),
);
const seeded = await orStop(mode === 'demo' ? seedDemoData(admin) : ensureCommittees(admin).then(Boolean));
// A fresh site gets every built section once; after that only releases change a section.
const released = await orStop(
  releaseNewSections(admin, join(REPO_ROOT, 'remotes'), env['VITE_PRODUCT_SLUG'] ?? 'tjas'),
);
// The pushes' sender (#34); members subscribe with the key it makes at the first start. The start
// does not wait for it: a sender that cannot make the key (PocketBase without the push collections,
// as an older release's data) would hold the site closed for good, while a member who asks for the
// key before it exists is told to try again in a minute (push.pb.js).
const pushes = startPushSender({ connect: connectAsSuperuser, log: (line) => console.log(line) });
await rm(startingFile, { force: true }); // members may log in now: the sections are there
const backups = settings.backups.cron
  ? scheduleBackups(settings.backups.cron, connectAsSuperuser, (line) => console.log(line))
  : undefined;
if (env['TJAS_BACKUP_KEEP'])
  console.warn(
    'Let op: TJAS_BACKUP_KEEP doet niets meer; backups worden bewaard in lagen (7 dagen, 4 weken, 12 maanden).',
  );
const sections =
  released.length > 0
    ? `Secties voor het eerst uitgebracht: ${released.map((release) => `${release.section} ${release.version}`).join(', ')}`
    : 'Secties: de uitgebrachte versies blijven live (npm run -s release:section)';

if (mode === 'production') {
  console.log(`
${settings.productName} draait (productie) op ${server.url}, voor leden op ${appUrl}
  ${seeded ? 'Nieuwe site: de commissies zijn aangemaakt; maak de eerste beheerder met pnpm admin:create --email ...' : 'Bestaande data behouden'} (map: ${settings.dataDir})
  ${upgraded ? `Nieuwe migraties toegepast; de database van ervoor staat in ${upgraded}` : 'Geen nieuwe migraties'}
  ${sections}
  E-mail via ${smtp.host}:${smtp.port}; backups: ${settings.backups.cron ? `"${settings.backups.cron}" (UTC), nagekeken en bewaard in lagen (7 dagen, 4 weken, 12 maanden)${settings.backups.s3 ? `, in ${settings.backups.s3.bucket}` : ''}` : 'niet gepland'}
`);
} else {
  console.log(`
${settings.productName} draait op ${server.url}
  ${seeded ? 'Demodata geladen.' : 'Bestaande data behouden'} (map: ${settings.dataDir})
  ${sections}
  Beheer (PocketBase): ${server.url}/_/  ${settings.superuser.email} / ${env['PB_SUPERUSER_PASSWORD'] ? '(uit PB_SUPERUSER_PASSWORD)' : settings.superuser.password}
  ${mail ? `E-mail wordt opgevangen: http://127.0.0.1:${mail.httpPort}/messages` : `E-mail via ${smtp.host}:${smtp.port}`}
  Demo-logins (wachtwoord ${DEMO_PASSWORD}):
${DEMO_ACCOUNTS.map((account) => `    ${account.email.padEnd(28)} ${account.committees.join(', ') || 'geen commissie'}`).join('\n')}
`);
}

const shutdown = async (): Promise<void> => {
  backups?.stop();
  await pushes.stop();
  await server.stop();
  await mail?.stop();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
server.child.on('exit', (code) => {
  console.error(`PocketBase stopped (exit ${code}).`);
  void (mail?.stop() ?? Promise.resolve()).finally(() => process.exit(code ?? 1));
});
