import { existsSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exampleSecrets } from '@tjas/backend/example-secrets';
import { startMailCatcher, type MailCatcher } from '@tjas/backend/mail-catcher';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpsRequest, startCaddy, type Caddy, type HttpsAnswer, type HttpsRequest } from './support/caddy.ts';
import {
  PROXY_SECRET,
  productionEnv,
  runBackendCommand,
  startProductionSite,
  superuserClient,
  type ProductionSite,
} from './support/production-site.ts';
import { freePort } from './support/test-pocketbase.ts';

// `pnpm serve` behind ops/Caddyfile, as docs/operations.md sets it up: Caddy on loopback
// with its local CA in front, a mail server of its own (the catcher stands in for one).

let mail: MailCatcher;
let site: ProductionSite;
let caddy: Caddy;
let httpsPort: number;
let httpPort: number;
let publicUrl: string;
let settingsEnv: Record<string, string>;
let admin: PocketBase;

const https = (options: Omit<HttpsRequest, 'port' | 'ca'>) =>
  httpsRequest({ port: httpsPort, ca: caddy.rootCa, ...options });
const json = (body: Buffer) => JSON.parse(body.toString()) as Record<string, unknown>;

beforeAll(async () => {
  mail = await startMailCatcher(await freePort(), await freePort());
  httpsPort = await freePort();
  httpPort = await freePort();
  publicUrl = `https://tjas.localhost:${httpsPort}`;
  const port = await freePort();
  settingsEnv = productionEnv(port, mail.smtpPort, publicUrl);
  site = await startProductionSite(settingsEnv);
  caddy = await startCaddy({ httpsPort, httpPort, upstreamPort: port });
  admin = await superuserClient(site.url);
}, 120_000);

afterAll(async () => {
  await caddy?.stop();
  await site?.stop();
  await mail?.stop();
});

describe('a production start', () => {
  it('has no demo data and no catcher, only the association\u2019s committees', async () => {
    expect(site.output()).toMatch(/Nieuwe site: de commissies zijn aangemaakt/);
    expect(site.output()).not.toMatch(/Demo|opgevangen/);
    expect(await admin.collection('users').getFullList()).toHaveLength(0);
    expect(await admin.collection('events').getFullList()).toHaveLength(0);
    expect((await admin.collection('committees').getFullList()).map((committee) => committee['key']).sort()).toEqual([
      'acquisitie',
      'activiteiten',
      'bestuur',
      'ict',
      'kleding',
      'media',
      'pr',
      'redactie',
      'sport',
    ]);
  });

  it('writes the public URL, the proxy header and the mail server into PocketBase, and leaves its own backup schedule off', async () => {
    const settings = await admin.settings.getAll();
    expect(settings['meta']).toMatchObject({ appURL: publicUrl, senderAddress: 'noreply@tjas-test.nl' });
    expect(settings['trustedProxy']).toEqual({ headers: [`X-Tjas-Client-${PROXY_SECRET}`], useLeftmostIP: false });
    expect(settings['smtp']).toMatchObject({ enabled: true, host: '127.0.0.1', port: mail.smtpPort });
    // The site runs the nightly schedule itself (backup-schedule.ts), with names of its own.
    expect(settings['backups']).toMatchObject({ cron: '' });
    expect(site.output()).toMatch(/backups: "0 2 \* \* \*" \(UTC\), nagekeken en bewaard in lagen/);
  });

  it('refuses a wrong setting with one line naming it, before anything is written', async () => {
    const dataDir = join(await mkdtemp(join(tmpdir(), 'tjas-refused-')), 'pb_data');
    for (const [change, line] of [
      [{ TJAS_PUBLIC_URL: 'http://tjas.localhost' }, /^Start geweigerd: TJAS_PUBLIC_URL moet met https:\/\//],
      [{ SMTP_HOST: '' }, /^Start geweigerd: SMTP_HOST ontbreekt/],
      [
        { PB_SUPERUSER_PASSWORD: 'tjas-beheer-2026' },
        /^Start geweigerd: PB_SUPERUSER_PASSWORD is het openbare demowachtwoord/,
      ],
      // The example file's own placeholder (long enough, but public); every secret: site-settings.test.ts.
      [
        { PB_SUPERUSER_PASSWORD: exampleSecrets().get('PB_SUPERUSER_PASSWORD') },
        /^Start geweigerd: PB_SUPERUSER_PASSWORD is de voorbeeldwaarde uit ops\/tjas.env.example/,
      ],
    ] as const) {
      const result = await runBackendCommand('start.ts', ['--production'], {
        ...settingsEnv,
        PORT: String(await freePort()),
        PB_DATA_DIR: dataDir,
        ...change,
      });
      expect(result.code).toBe(1);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
      expect(result.stderr).toMatch(line);
      expect(existsSync(dataDir)).toBe(false);
    }
  });
});

describe('behind Caddy with TLS', () => {
  it('serves the page over HTTPS with its security policy for the public host, HSTS and compression', async () => {
    const page = await https({ path: '/evenementen', headers: { 'Accept-Encoding': 'gzip' } });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(page.headers['content-security-policy']).toContain(`tjas.localhost:${httpsPort}/assets/`);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('caches content-hashed code for a year, compressed', async () => {
    const page = (await https({ path: '/' })).body.toString();
    const asset = /\/assets\/[^"]+\.js/.exec(page)?.[0];
    expect(asset).toBeTruthy();
    const code = await https({ path: asset!, headers: { 'Accept-Encoding': 'gzip' } });
    expect(code.status).toBe(200);
    expect(code.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(code.headers['content-encoding']).toBe('gzip');
  });

  it('sends plain HTTP to HTTPS', async () => {
    const { get } = await import('node:http');
    const answer = await new Promise<IncomingMessage>((resolve, reject) =>
      get({ host: '127.0.0.1', port: httpPort, path: '/evenementen', headers: { Host: 'tjas.localhost' } }, resolve).on(
        'error',
        reject,
      ),
    );
    answer.resume();
    expect(answer.statusCode).toBe(308);
    // (to port 443 in production; Caddy leaves the test's own https port out)
    expect(answer.headers['location']).toMatch(/^https:\/\/tjas\.localhost(:\d+)?\/evenementen$/);
  });

  it('passes the session cookie on: a member\u2019s page comes with the preload of its section', async () => {
    const visitor = await https({ path: '/evenementen' });
    expect(visitor.headers['link']).toBeUndefined();
    const member = await https({ path: '/evenementen', headers: { Cookie: 'pb_auth=%7B%7D' } });
    expect(String(member.headers['link'])).toMatch(/rel=preload; as=script; crossorigin/);
  });

  it('counts password guesses per member\u2019s address, whatever X-Forwarded-For a client sends', async () => {
    const guess = (localAddress: string, spoofed: string) =>
      https({
        path: '/api/collections/users/auth-with-password',
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': spoofed },
        body: JSON.stringify({ identity: 'niemand@tjas-test.nl', password: 'fout-wachtwoord' }),
        localAddress,
      });
    const first: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) first.push((await guess('127.0.0.1', `10.0.0.${attempt}`)).status);
    expect(first.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(first[10]).toBe(429);
    // Another member's address still gets their own ten.
    expect((await guess('127.0.0.2', '10.0.0.1')).status).toBe(400);
  });

  it('does not let a client that reaches PocketBase directly choose its address: any X-Forwarded-For counts once', async () => {
    // Another process on the server (here 127.0.0.4) reaches PocketBase on loopback, as the proxy does.
    const direct = new URL(site.url);
    const guess = async (headers: Record<string, string>) =>
      (
        await new Promise<{ statusCode?: number }>((resolve, reject) => {
          const body = JSON.stringify({ identity: 'niemand@tjas-test.nl', password: 'fout-wachtwoord' });
          const req = httpRequest(
            {
              host: direct.hostname,
              port: direct.port,
              path: '/api/collections/users/auth-with-password',
              method: 'POST',
              localAddress: '127.0.0.4',
              headers: { 'Content-Type': 'application/json', ...headers },
            },
            (answer) => {
              answer.resume();
              answer.on('end', () => resolve(answer));
            },
          );
          req.on('error', reject);
          req.end(body);
        })
      ).statusCode;
    const statuses: (number | undefined)[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push(
        await guess({
          'X-Forwarded-For': `10.1.0.${attempt}`,
          'X-Real-IP': `10.2.0.${attempt}`,
          // The proxy's header with a guessed secret is just another header.
          'X-Tjas-Client-geraden-geheim-0123456789': `10.3.0.${attempt}`,
        }),
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });

  it('holds a realtime connection through the proxy', async () => {
    const { request } = await import('node:https');
    const event = await new Promise<string>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: httpsPort,
          servername: 'tjas.localhost',
          path: '/api/realtime',
          headers: { Host: `tjas.localhost:${httpsPort}`, 'Accept-Encoding': 'gzip' },
          ca: caddy.rootCa,
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => {
            text += chunk.toString();
            if (text.includes('PB_CONNECT')) {
              req.destroy();
              resolve(text);
            }
          });
        },
      );
      req.on('error', reject);
      setTimeout(() => reject(new Error('no PB_CONNECT within 5 s')), 5_000);
      req.end();
    });
    expect(event).toMatch(/event:PB_CONNECT/);
  });
});

describe('the PocketBase dashboard', () => {
  const DASHBOARD_PATHS = ['/_/', '/_', '/_/images/favicon/favicon.png', '/%5F/', '/_/../_/'];
  const superuserLogin = (request: (options: Omit<HttpsRequest, 'port' | 'ca'>) => Promise<HttpsAnswer>) =>
    request({
      path: '/api/collections/_superusers/auth-with-password',
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identity: 'ict@tjas-test.nl', password: 'fout-wachtwoord' }),
      localAddress: '127.0.0.5',
    });

  it('and its superuser login are not on the internet: the proxy answers 404', async () => {
    for (const path of DASHBOARD_PATHS) {
      const answer = await https({ path });
      expect(answer.status, path).toBe(404);
      expect(answer.body.toString(), path).not.toMatch(/PocketBase|<html/i);
    }
    expect((await superuserLogin(https)).status).toBe(404);
    // PocketBase itself still has it, for a maintainer through an SSH tunnel.
    expect((await fetch(`${site.url}/_/`)).status).toBe(200);
  });

  it('is proxied when the settings ask for it (TJAS_PROXY_DASHBOARD=true)', async () => {
    const ports = { httpsPort: await freePort(), httpPort: await freePort() };
    const open = await startCaddy({
      ...ports,
      upstreamPort: Number(new URL(site.url).port),
      env: { TJAS_PROXY_DASHBOARD: 'true' },
    });
    try {
      const request = (options: Omit<HttpsRequest, 'port' | 'ca'>) =>
        httpsRequest({ port: ports.httpsPort, ca: open.rootCa, ...options });
      const dashboard = await request({ path: '/_/' });
      expect(dashboard.status).toBe(200);
      expect(dashboard.body.toString()).toMatch(/<html/i);
      expect((await superuserLogin(request)).status).toBe(400);
    } finally {
      await open.stop();
    }
  });
});

describe('the first admin', () => {
  it('is created from the command line and invited by mail with a link to the public URL that works', async () => {
    const result = await runBackendCommand(
      'admin-create-cli.ts',
      ['--email', 'voorzitter@tjas-test.nl', '--name', 'Vera Voorzitter'],
      settingsEnv,
    );
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(
      /Vera Voorzitter \(voorzitter@tjas-test\.nl\) is lid van Bestuur; de uitnodiging .* is verstuurd/,
    );
    const invitation = mail.messages.find((message) => message.to.includes('voorzitter@tjas-test.nl'));
    expect(invitation?.subject).toBe('Welkom bij Tjas: kies je wachtwoord');
    const link = /https:\/\/[^\s"<>]+/.exec(invitation?.text ?? '')?.[0] ?? '';
    expect(link.startsWith(`${publicUrl}/login/vergeten?token=`)).toBe(true);
    expect(invitation?.text).not.toMatch(/127\.0\.0\.1/);

    // The link opens the site, and its token sets the password, through the proxy.
    const path = link.slice(publicUrl.length);
    expect((await https({ path })).status).toBe(200);
    const token = new URL(link).searchParams.get('token') ?? '';
    const confirmed = await https({
      path: '/api/collections/users/confirm-password-reset',
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, password: 'eigen-wachtwoord-2027', passwordConfirm: 'eigen-wachtwoord-2027' }),
    });
    expect(confirmed.status).toBe(204);
    const login = await https({
      path: '/api/collections/users/auth-with-password',
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identity: 'voorzitter', password: 'eigen-wachtwoord-2027' }),
      localAddress: '127.0.0.3',
    });
    expect(login.status).toBe(200);
    const session = json(login.body);
    // An admin: they may read the member administration's log.
    const log = await https({
      path: '/api/collections/member_changes/records',
      headers: { Authorization: String(session['token']) },
      localAddress: '127.0.0.3',
    });
    expect(log.status).toBe(200);
    expect((json(log.body)['items'] as unknown[]).length).toBeGreaterThan(0);
  });

  it('is not created twice; a second run for a member who chose a password says so', async () => {
    const again = await runBackendCommand(
      'admin-create-cli.ts',
      ['--email', 'voorzitter@tjas-test.nl', '--name', 'Vera Voorzitter'],
      settingsEnv,
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/heeft al een wachtwoord gekozen/);
    expect((await admin.collection('users').getFullList()).length).toBe(1);
  });

  it('refuses a committee without admin rights and a missing name', async () => {
    const sport = await runBackendCommand(
      'admin-create-cli.ts',
      ['--email', 'sem@tjas-test.nl', '--name', 'Sem', '--committee', 'sport'],
      settingsEnv,
    );
    expect(sport.code).toBe(1);
    expect(sport.stderr).toMatch(/Sportcommissie" is geen beheerderscommissie/);
    const nameless = await runBackendCommand('admin-create-cli.ts', ['--email', 'sem@tjas-test.nl'], settingsEnv);
    expect(nameless.code).toBe(2);
    expect(nameless.stderr).toMatch(/^--name ontbreekt/);
  });
});
