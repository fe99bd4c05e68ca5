/**
 * `pnpm start`: serves the built site and the API with PocketBase on http://127.0.0.1:$PORT,
 * with a local mail catcher, migrations applied, a maintainer account and Dutch demo data.
 *
 * Environment: PORT (8090), PB_DATA_DIR (.data/pb_data, kept across restarts), PB_RESET=1 (start
 * from an empty database), PB_SUPERUSER_EMAIL / PB_SUPERUSER_PASSWORD, SMTP_HOST / SMTP_PORT
 * (an external SMTP server; otherwise the built-in catcher on SMTP_PORT, read on MAIL_HTTP_PORT),
 * TJAS_ENV=production (refuses to start without a strong PB_SUPERUSER_PASSWORD of its own).
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { releaseNewSections } from '@tjas/deploy/first-release';
import PocketBase from 'pocketbase';
import { configureServer } from './configure-server.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { startMailCatcher, type MailCatcher } from './mail-catcher.ts';
import { REPO_ROOT } from './paths.ts';
import { prepareDataDir, startPocketBase, upsertSuperuser } from './pocketbase-process.ts';
import { seedDemoData } from './seed.ts';
import { DEMO_SUPERUSER_PASSWORD, superuserPasswordProblem } from './superuser-password.ts';

const env = process.env;
const port = Number(env['PORT'] ?? 8090);
const dataDir = resolve(REPO_ROOT, env['PB_DATA_DIR'] ?? '.data/pb_data');
const publicDir = resolve(REPO_ROOT, env['SITE_DIR'] ?? '.site');
const superuserEmail = env['PB_SUPERUSER_EMAIL'] ?? 'beheer@tjas.example';
const superuserPassword = env['PB_SUPERUSER_PASSWORD'] ?? DEMO_SUPERUSER_PASSWORD;
const smtpPort = Number(env['SMTP_PORT'] ?? 1025);
const mailHttpPort = Number(env['MAIL_HTTP_PORT'] ?? 8025);
const productName = env['PRODUCT_NAME'] ?? 'Tjas';

// The demo's default maintainer password is public: an instance for real use must have its own.
if (env['TJAS_ENV'] === 'production') {
  const problem = superuserPasswordProblem(env['PB_SUPERUSER_PASSWORD']);
  if (problem) {
    console.error(`Start geweigerd: ${problem}`);
    process.exit(1);
  }
}
if (!existsSync(join(publicDir, 'index.html'))) {
  console.error(`No built site in ${publicDir}: run "pnpm build" first (pnpm start does).`);
  process.exit(1);
}
if (env['PB_RESET'] === '1') await rm(dataDir, { recursive: true, force: true });

let mail: MailCatcher | undefined;
if (!env['SMTP_HOST']) mail = await startMailCatcher(smtpPort, mailHttpPort);

await prepareDataDir(dataDir);
await upsertSuperuser(dataDir, superuserEmail, superuserPassword);
const server = await startPocketBase({ dataDir, port, publicDir });

const admin = new PocketBase(server.url);
admin.autoCancellation(false);
await admin.collection('_superusers').authWithPassword(superuserEmail, superuserPassword);
await configureServer(admin, {
  appName: productName,
  appUrl: server.url,
  smtpHost: env['SMTP_HOST'] ?? '127.0.0.1',
  smtpPort,
  senderAddress: env['MAIL_SENDER'] ?? 'noreply@tjas.example',
  loginsPerMinute: Number(env['LOGINS_PER_MINUTE'] ?? 10),
});
const seeded = await seedDemoData(admin);
// A fresh site gets every built section once; after that only releases change a section.
const released = await releaseNewSections(admin, join(REPO_ROOT, 'remotes'), env['VITE_PRODUCT_SLUG'] ?? 'tjas');

console.log(`
${productName} draait op ${server.url}
  ${seeded ? 'Demodata geladen.' : 'Bestaande data behouden'} (map: ${dataDir})
  ${released.length > 0 ? `Secties voor het eerst uitgebracht: ${released.map((release) => `${release.section} ${release.version}`).join(', ')}` : 'Secties: de uitgebrachte versies blijven live (pnpm release:section)'}
  Beheer (PocketBase): ${server.url}/_/  ${superuserEmail} / ${env['PB_SUPERUSER_PASSWORD'] ? '(uit PB_SUPERUSER_PASSWORD)' : superuserPassword}
  ${mail ? `E-mail wordt opgevangen: http://127.0.0.1:${mailHttpPort}/messages` : `E-mail via ${env['SMTP_HOST']}:${smtpPort}`}
  Demo-logins (wachtwoord ${DEMO_PASSWORD}):
${DEMO_ACCOUNTS.map((account) => `    ${account.email.padEnd(28)} ${account.committees.join(', ') || 'geen commissie'}`).join('\n')}
`);

const shutdown = async (): Promise<void> => {
  await server.stop();
  await mail?.stop();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
server.child.on('exit', (code) => {
  console.error(`PocketBase stopped (exit ${code}).`);
  void mail?.stop().finally(() => process.exit(code ?? 1));
});
