import { resolve } from 'node:path';
import { exampleSecretProblem } from './example-secrets.ts';
import { DEMO_SUPERUSER_PASSWORD, superuserPasswordProblem } from './superuser-password.ts';

/**
 * How an instance runs, read once from the environment. `demo` is `pnpm start` (demo data, a
 * local mail catcher, the printed default password); `production` (`pnpm serve`, or
 * TJAS_ENV=production) runs a real association's site behind a reverse proxy and demands every
 * setting that would otherwise silently fall back to a demo value.
 */
export type SiteMode = 'demo' | 'production';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKey: string;
  secret: string;
  forcePathStyle: boolean;
}

export type MailSettings =
  | { kind: 'catcher'; smtpPort: number; httpPort: number; sender: string }
  | { kind: 'smtp'; host: string; port: number; username: string; password: string; tls: boolean; sender: string };

export interface SiteSettings {
  mode: SiteMode;
  port: number;
  dataDir: string;
  publicDir: string;
  /** Start from an empty database (demo only). */
  reset: boolean;
  /** PocketBase restarts when a hook file changes (demo only; TJAS_WATCH_HOOKS=false turns it off). */
  watchHooks: boolean;
  productName: string;
  /** The address members use; undefined in the demo, which uses its own http://127.0.0.1:PORT. */
  publicUrl: string | undefined;
  superuser: { email: string; password: string };
  mail: MailSettings;
  loginsPerMinute: number;
  /**
   * Headers PocketBase reads the client's address from (the one the proxy sets, named after the
   * proxy secret), none when reached directly.
   */
  trustedProxyHeaders: string[];
  /** The backup schedule: cron in UTC ('' = off; kept in tiers, backup-retention.ts), and where to. */
  backups: { cron: string; s3: S3Settings | undefined };
  /** Where uploaded files live; undefined keeps them in the data folder. */
  filesS3: S3Settings | undefined;
}

/** A setting that prevents a start; its message names the setting, in one Dutch line. */
export class SettingError extends Error {}

type Env = Record<string, string | undefined>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CRON_FIELD = /^(\*|\d{1,2}(-\d{1,2})?)(\/\d{1,2})?(,(\*|\d{1,2}(-\d{1,2})?)(\/\d{1,2})?)*$/;

function value(env: Env, name: string): string | undefined {
  const text = env[name]?.trim();
  return text ? text : undefined;
}

function required(env: Env, name: string, why: string): string {
  const text = value(env, name);
  if (!text) throw new SettingError(`${name} ontbreekt: ${why}`);
  return text;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const text = value(env, name);
  if (text === undefined) return fallback;
  const number = Number(text);
  if (!Number.isInteger(number) || number < min || number > max)
    throw new SettingError(`${name} moet een geheel getal van ${min} tot en met ${max} zijn (nu "${text}").`);
  return number;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const text = value(env, name);
  if (text === undefined) return fallback;
  if (/^(1|true|ja|yes)$/i.test(text)) return true;
  if (/^(0|false|nee|no)$/i.test(text)) return false;
  throw new SettingError(`${name} moet true of false zijn (nu "${text}").`);
}

function email(env: Env, name: string, fallback: string | undefined, why: string): string {
  const text = fallback === undefined ? required(env, name, why) : (value(env, name) ?? fallback);
  if (!EMAIL.test(text)) throw new SettingError(`${name} is geen e-mailadres (nu "${text}").`);
  return text;
}

/** The public address: https, a host, nothing after it (mail links and the CSP add their paths). */
function publicUrl(env: Env): string {
  const text = required(
    env,
    'TJAS_PUBLIC_URL',
    'het https-adres waarop leden de site openen, bijv. https://leden.tjas.nl.',
  );
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new SettingError(`TJAS_PUBLIC_URL is geen adres (nu "${text}"); bijv. https://leden.tjas.nl.`);
  }
  if (url.protocol !== 'https:')
    throw new SettingError(
      `TJAS_PUBLIC_URL moet met https:// beginnen (nu "${text}"): leden loggen in via de proxy met TLS.`,
    );
  if (url.pathname !== '/' || url.search || url.hash || url.username)
    throw new SettingError(`TJAS_PUBLIC_URL is alleen het adres van de site, zonder pad (nu "${text}").`);
  return url.origin;
}

/** Five cron fields ('' = no schedule). */
function cron(env: Env, fallback: string): string {
  const text = value(env, 'TJAS_BACKUP_CRON') ?? fallback;
  if (text === '' || /^(off|uit)$/i.test(text)) return '';
  const fields = text.split(/\s+/);
  if (fields.length !== 5 || !fields.every((field) => CRON_FIELD.test(field)))
    throw new SettingError(
      `TJAS_BACKUP_CRON is geen cron-schema van vijf velden (nu "${text}"); bijv. "0 2 * * *" voor elke nacht om 02:00 UTC.`,
    );
  return text;
}

/** S3-compatible storage under a prefix (TJAS_BACKUP_S3_*, TJAS_FILES_S3_*): all or nothing. */
function s3(env: Env, prefix: string): S3Settings | undefined {
  if (!value(env, `${prefix}BUCKET`)) {
    const stray = ['ENDPOINT', 'ACCESS_KEY', 'SECRET'].find((name) => value(env, prefix + name));
    if (stray) throw new SettingError(`${prefix}BUCKET ontbreekt, terwijl ${prefix}${stray} is gezet.`);
    return undefined;
  }
  const why = `nodig voor opslag in ${value(env, `${prefix}BUCKET`)}.`;
  const endpoint = required(env, `${prefix}ENDPOINT`, why);
  if (!/^https?:\/\/[^/]+/.test(endpoint))
    throw new SettingError(`${prefix}ENDPOINT moet een http(s)-adres zijn (nu "${endpoint}").`);
  return {
    endpoint,
    bucket: required(env, `${prefix}BUCKET`, why),
    region: value(env, `${prefix}REGION`) ?? 'us-east-1',
    accessKey: required(env, `${prefix}ACCESS_KEY`, why),
    secret: required(env, `${prefix}SECRET`, why),
    forcePathStyle: flag(env, `${prefix}FORCE_PATH_STYLE`, false),
  };
}

function mail(env: Env, mode: SiteMode): MailSettings {
  const host = value(env, 'SMTP_HOST');
  if (mode === 'production' && !host)
    throw new SettingError('SMTP_HOST ontbreekt: de mailserver waarmee de site uitnodigingen en meldingen verstuurt.');
  const sender = email(
    env,
    'MAIL_SENDER',
    mode === 'production' ? undefined : 'noreply@tjas.example',
    'het afzenderadres van de mails, bijv. noreply@tjas.nl.',
  );
  if (!host)
    return {
      kind: 'catcher',
      smtpPort: integer(env, 'SMTP_PORT', 1025, 1, 65535),
      httpPort: integer(env, 'MAIL_HTTP_PORT', 8025, 1, 65535),
      sender,
    };
  const port =
    mode === 'production' ? integer(env, 'SMTP_PORT', Number.NaN, 1, 65535) : integer(env, 'SMTP_PORT', 1025, 1, 65535);
  if (Number.isNaN(port))
    throw new SettingError('SMTP_PORT ontbreekt: de poort van de mailserver (587 met STARTTLS, 465 met TLS).');
  const username = value(env, 'SMTP_USERNAME') ?? '';
  const password = value(env, 'SMTP_PASSWORD') ?? '';
  if (Boolean(username) !== Boolean(password))
    throw new SettingError(
      `${username ? 'SMTP_PASSWORD' : 'SMTP_USERNAME'} ontbreekt: de mailserver krijgt een gebruikersnaam en wachtwoord samen, of geen van beide.`,
    );
  // Port 465 speaks TLS from the first byte; on others PocketBase upgrades with STARTTLS when offered.
  return { kind: 'smtp', host, port, username, password, tls: flag(env, 'SMTP_TLS', port === 465), sender };
}

/** Reads and checks every setting; throws a SettingError naming the first wrong one. */
export function readSiteSettings(env: Env, root: string, mode: SiteMode): SiteSettings {
  const production = mode === 'production';
  if (production && flag(env, 'PB_RESET', false))
    throw new SettingError(
      'PB_RESET wist alle gegevens en kan niet in productie: maak een backup en zet die terug als dat nodig is.',
    );
  // The example file is public: none of its placeholders may guard a real site, however long.
  const placeholder = production ? exampleSecretProblem(env) : '';
  if (placeholder) throw new SettingError(placeholder);
  const password = production
    ? env['PB_SUPERUSER_PASSWORD']
    : (value(env, 'PB_SUPERUSER_PASSWORD') ?? DEMO_SUPERUSER_PASSWORD);
  const problem = production ? superuserPasswordProblem(password) : '';
  if (problem) throw new SettingError(problem);
  // Read by ops/Caddyfile, which proxies the dashboard only for exactly "true".
  const dashboard = value(env, 'TJAS_PROXY_DASHBOARD');
  if (production && dashboard !== undefined && !/^(true|false)$/.test(dashboard))
    throw new SettingError(`TJAS_PROXY_DASHBOARD moet true of false zijn (nu "${dashboard}").`);
  const proxyHeader = value(env, 'TJAS_TRUSTED_PROXY_HEADER') ?? (production ? secretProxyHeader(env) : 'none');
  if (!/^(none|[A-Za-z0-9-]+)$/.test(proxyHeader))
    throw new SettingError(`TJAS_TRUSTED_PROXY_HEADER is geen headernaam (nu "${proxyHeader}").`);
  const siteUrl = production ? publicUrl(env) : demoPublicUrl(env);
  // Caddy serves TJAS_DOMAIN, members open TJAS_PUBLIC_URL: two names for one address must agree.
  const domain = value(env, 'TJAS_DOMAIN');
  if (production && siteUrl && domain !== undefined && domain !== new URL(siteUrl).host)
    throw new SettingError(
      `TJAS_DOMAIN (${domain}) is niet de host van TJAS_PUBLIC_URL (${siteUrl}): Caddy zou een ander adres bedienen dan waarop leden de site openen.`,
    );
  return {
    mode,
    port: integer(env, 'PORT', 8090, 1, 65535),
    dataDir: resolve(root, value(env, 'PB_DATA_DIR') ?? '.data/pb_data'),
    publicDir: resolve(root, value(env, 'SITE_DIR') ?? '.site'),
    reset: !production && flag(env, 'PB_RESET', false),
    watchHooks: !production && flag(env, 'TJAS_WATCH_HOOKS', true),
    productName: value(env, 'PRODUCT_NAME') ?? 'Tjas',
    publicUrl: siteUrl,
    superuser: {
      email: email(
        env,
        'PB_SUPERUSER_EMAIL',
        production ? undefined : 'beheer@tjas.example',
        'het e-mailadres van de beheerder van PocketBase (/_/).',
      ),
      password: password ?? DEMO_SUPERUSER_PASSWORD,
    },
    mail: mail(env, mode),
    loginsPerMinute: integer(env, 'LOGINS_PER_MINUTE', 10, 1, 1_000_000),
    trustedProxyHeaders: proxyHeader === 'none' ? [] : [proxyHeader],
    backups: {
      cron: cron(env, production ? '0 2 * * *' : ''),
      s3: s3(env, 'TJAS_BACKUP_S3_'),
    },
    filesS3: s3(env, 'TJAS_FILES_S3_'),
  };
}

/**
 * The header PocketBase reads the member's address from, behind ops/Caddyfile: named after
 * TJAS_PROXY_SECRET, which only Caddy and PocketBase know (both read the environment file). A
 * header anyone may send (X-Forwarded-For) would be trusted from every process that reaches
 * PocketBase on 127.0.0.1, and on one machine the proxy's address is every local process's
 * address; so the proxy is recognised by a secret instead (docs/operations.md, "Production").
 */
function secretProxyHeader(env: Env): string {
  const secret = required(
    env,
    'TJAS_PROXY_SECRET',
    'een eigen geheim dat alleen Caddy en de site kennen (bijv. de uitvoer van "openssl rand -hex 16").',
  );
  if (!/^[A-Za-z0-9-]{24,}$/.test(secret))
    throw new SettingError(
      'TJAS_PROXY_SECRET moet minstens 24 letters, cijfers of streepjes zijn; bijv. de uitvoer van "openssl rand -hex 16".',
    );
  return `${PROXY_HEADER_PREFIX}${secret}`;
}

/** The start of the header the proxy names the member's address in; the proxy secret follows. */
export const PROXY_HEADER_PREFIX = 'X-Tjas-Client-';

/** The demo may be given a public URL too (e.g. to try it behind a proxy); http is allowed there. */
function demoPublicUrl(env: Env): string | undefined {
  const text = value(env, 'TJAS_PUBLIC_URL');
  if (text === undefined) return undefined;
  try {
    return new URL(text).origin;
  } catch {
    throw new SettingError(`TJAS_PUBLIC_URL is geen adres (nu "${text}").`);
  }
}
