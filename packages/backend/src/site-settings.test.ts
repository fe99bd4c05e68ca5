import { describe, expect, it } from 'vitest';
import { exampleSecrets } from './example-secrets.ts';
import { readSiteSettings } from './site-settings.ts';

const PRODUCTION = {
  TJAS_PUBLIC_URL: 'https://leden.tjas.nl',
  PB_SUPERUSER_EMAIL: 'ict@tjas.nl',
  PB_SUPERUSER_PASSWORD: 'paars-schaats-ijs-2027!',
  SMTP_HOST: 'smtp.tjas.nl',
  SMTP_PORT: '587',
  SMTP_USERNAME: 'site',
  SMTP_PASSWORD: 'geheim',
  MAIL_SENDER: 'noreply@tjas.nl',
  TJAS_PROXY_SECRET: '0123456789abcdef0123456789abcdef',
};

const production = (changes: Record<string, string | undefined> = {}) =>
  readSiteSettings({ ...PRODUCTION, ...changes }, '/srv/tjas', 'production');

describe('the demo settings', () => {
  it('are what `pnpm start` always used: catcher, demo password, no proxy, no schedule', () => {
    const settings = readSiteSettings({}, '/repo', 'demo');
    expect(settings).toMatchObject({
      port: 8090,
      dataDir: '/repo/.data/pb_data',
      publicDir: '/repo/.site',
      publicUrl: undefined,
      superuser: { email: 'beheer@tjas.example', password: 'tjas-beheer-2026' },
      mail: { kind: 'catcher', smtpPort: 1025, httpPort: 8025, sender: 'noreply@tjas.example' },
      trustedProxyHeaders: [],
      backups: { cron: '', s3: undefined },
      filesS3: undefined,
    });
  });

  it('keep PB_RESET for a fresh demo', () => {
    expect(readSiteSettings({ PB_RESET: '1' }, '/repo', 'demo').reset).toBe(true);
  });

  it('follow edits of the hooks unless TJAS_WATCH_HOOKS=false; production never does', () => {
    expect(readSiteSettings({}, '/repo', 'demo').watchHooks).toBe(true);
    expect(readSiteSettings({ TJAS_WATCH_HOOKS: 'false' }, '/repo', 'demo').watchHooks).toBe(false);
    expect(production({ TJAS_WATCH_HOOKS: 'true' }).watchHooks).toBe(false);
  });
});

describe('the production settings', () => {
  it('take the public URL, the mail server, the proxy header and a nightly backup', () => {
    const settings = production();
    expect(settings.publicUrl).toBe('https://leden.tjas.nl');
    expect(settings.mail).toEqual({
      kind: 'smtp',
      host: 'smtp.tjas.nl',
      port: 587,
      username: 'site',
      password: 'geheim',
      tls: false,
      sender: 'noreply@tjas.nl',
    });
    // Named after the secret only Caddy knows: a header any local process could send is not trusted.
    expect(settings.trustedProxyHeaders).toEqual(['X-Tjas-Client-0123456789abcdef0123456789abcdef']);
    expect(production({ TJAS_TRUSTED_PROXY_HEADER: 'CF-Connecting-IP' }).trustedProxyHeaders).toEqual([
      'CF-Connecting-IP',
    ]);
    expect(settings.backups).toEqual({ cron: '0 2 * * *', s3: undefined });
    expect(settings.reset).toBe(false);
  });

  it('use TLS from the first byte on port 465 unless told otherwise', () => {
    expect(production({ SMTP_PORT: '465' }).mail).toMatchObject({ tls: true });
    expect(production({ SMTP_PORT: '465', SMTP_TLS: 'false' }).mail).toMatchObject({ tls: false });
  });

  it('read backups and files on S3-compatible storage', () => {
    const settings = production({
      TJAS_BACKUP_S3_BUCKET: 'tjas-backups',
      TJAS_BACKUP_S3_ENDPOINT: 'https://s3.example.nl',
      TJAS_BACKUP_S3_ACCESS_KEY: 'key',
      TJAS_BACKUP_S3_SECRET: 'secret',
      TJAS_BACKUP_S3_FORCE_PATH_STYLE: 'true',
      TJAS_BACKUP_CRON: '30 1 * * 1-5',
    });
    expect(settings.backups).toEqual({
      cron: '30 1 * * 1-5',
      s3: {
        bucket: 'tjas-backups',
        endpoint: 'https://s3.example.nl',
        region: 'us-east-1',
        accessKey: 'key',
        secret: 'secret',
        forcePathStyle: true,
      },
    });
    expect(settings.filesS3).toBeUndefined();
    expect(production({ TJAS_BACKUP_CRON: 'off' }).backups.cron).toBe('');
  });

  // Each wrong setting ends the start with one line that names it.
  it.each([
    [{ TJAS_PUBLIC_URL: undefined }, /^TJAS_PUBLIC_URL ontbreekt/],
    [{ TJAS_PUBLIC_URL: 'http://leden.tjas.nl' }, /^TJAS_PUBLIC_URL moet met https:\/\//],
    [{ TJAS_PUBLIC_URL: 'https://leden.tjas.nl/site' }, /^TJAS_PUBLIC_URL is alleen het adres/],
    [{ TJAS_PUBLIC_URL: 'leden.tjas.nl' }, /^TJAS_PUBLIC_URL is geen adres/],
    [
      { TJAS_DOMAIN: 'oud.tjas.nl' },
      /^TJAS_DOMAIN \(oud.tjas.nl\) is niet de host van TJAS_PUBLIC_URL \(https:\/\/leden.tjas.nl\)/,
    ],
    [{ PB_SUPERUSER_PASSWORD: undefined }, /^PB_SUPERUSER_PASSWORD ontbreekt/],
    [{ PB_SUPERUSER_PASSWORD: 'tjas-beheer-2026' }, /^PB_SUPERUSER_PASSWORD is het openbare demowachtwoord/],
    [{ PB_SUPERUSER_PASSWORD: 'kort' }, /^PB_SUPERUSER_PASSWORD is te kort/],
    [{ PB_SUPERUSER_EMAIL: undefined }, /^PB_SUPERUSER_EMAIL ontbreekt/],
    [{ PB_SUPERUSER_EMAIL: 'ict' }, /^PB_SUPERUSER_EMAIL is geen e-mailadres/],
    [{ SMTP_HOST: undefined }, /^SMTP_HOST ontbreekt/],
    [{ SMTP_PORT: undefined }, /^SMTP_PORT ontbreekt/],
    [{ SMTP_PORT: '70000' }, /^SMTP_PORT moet een geheel getal van 1 tot en met 65535/],
    [{ SMTP_PASSWORD: undefined }, /^SMTP_PASSWORD ontbreekt/],
    [{ MAIL_SENDER: undefined }, /^MAIL_SENDER ontbreekt/],
    [{ SMTP_TLS: 'misschien' }, /^SMTP_TLS moet true of false zijn/],
    [{ PB_RESET: '1' }, /^PB_RESET wist alle gegevens/],
    [{ PORT: 'acht' }, /^PORT moet een geheel getal/],
    [{ TJAS_BACKUP_CRON: 'elke nacht' }, /^TJAS_BACKUP_CRON is geen cron-schema/],
    [{ TJAS_BACKUP_S3_SECRET: 'x' }, /^TJAS_BACKUP_S3_BUCKET ontbreekt, terwijl TJAS_BACKUP_S3_SECRET/],
    [
      { TJAS_FILES_S3_BUCKET: 'tjas-files', TJAS_FILES_S3_ACCESS_KEY: 'k', TJAS_FILES_S3_SECRET: 's' },
      /^TJAS_FILES_S3_ENDPOINT ontbreekt/,
    ],
    [{ TJAS_TRUSTED_PROXY_HEADER: 'X-Forwarded-For: 1.2.3.4' }, /^TJAS_TRUSTED_PROXY_HEADER is geen headernaam/],
    [{ TJAS_PROXY_SECRET: undefined }, /^TJAS_PROXY_SECRET ontbreekt/],
    [{ TJAS_PROXY_DASHBOARD: 'ja' }, /^TJAS_PROXY_DASHBOARD moet true of false zijn/],
    [{ TJAS_PROXY_SECRET: 'kort' }, /^TJAS_PROXY_SECRET moet minstens 24/],
    [{ TJAS_PROXY_SECRET: 'een geheim met spaties erin!!' }, /^TJAS_PROXY_SECRET moet minstens 24/],
  ])('refuse %o', (changes, message) => {
    expect(() => production(changes)).toThrow(message);
  });
});

describe('the placeholders of ops/tjas.env.example', () => {
  const placeholders = [...exampleSecrets()];
  // Storage settings that make an S3 secret count (without a bucket it is refused for that).
  const S3 = {
    TJAS_BACKUP_S3_BUCKET: 'b',
    TJAS_BACKUP_S3_ENDPOINT: 'https://s3.example.nl',
    TJAS_BACKUP_S3_ACCESS_KEY: 'eigen-sleutel',
    TJAS_BACKUP_S3_SECRET: 'eigen-geheim',
    TJAS_FILES_S3_BUCKET: 'f',
    TJAS_FILES_S3_ENDPOINT: 'https://s3.example.nl',
    TJAS_FILES_S3_ACCESS_KEY: 'eigen-sleutel',
    TJAS_FILES_S3_SECRET: 'eigen-geheim',
  };

  it('are read from the file: every password, S3 key and secret in it, commented out or not', () => {
    expect(placeholders.map(([name]) => name).sort()).toEqual([
      'PB_SUPERUSER_PASSWORD',
      'SMTP_PASSWORD',
      'TJAS_BACKUP_S3_ACCESS_KEY',
      'TJAS_BACKUP_S3_SECRET',
      'TJAS_FILES_S3_ACCESS_KEY',
      'TJAS_FILES_S3_SECRET',
      'TJAS_PROXY_SECRET',
    ]);
    expect(() => production(S3)).not.toThrow();
  });

  // Every secret setting of the file, with every placeholder of the file (its own or another's).
  it.each(placeholders.flatMap(([name]) => placeholders.map(([, value]) => [name, value] as const)))(
    'refuse %s = %s, naming the setting',
    (name, value) => {
      expect(() => production({ ...S3, [name]: value })).toThrow(
        new RegExp(`^${name} is de voorbeeldwaarde uit ops/tjas.env.example`),
      );
    },
  );

  it('refuse a placeholder with spaces around it, and in a secret the file does not name', () => {
    const [, password = ''] = placeholders[0] ?? [];
    expect(() => production({ SMTP_PASSWORD: ` ${password} ` })).toThrow(/^SMTP_PASSWORD is de voorbeeldwaarde/);
    expect(() => production({ TJAS_PUSH_PRIVATE_KEY: password })).toThrow(
      /^TJAS_PUSH_PRIVATE_KEY is de voorbeeldwaarde/,
    );
  });

  it('are no problem for the demo, which has no secrets to keep', () => {
    const [, password = ''] = placeholders.find(([name]) => name === 'PB_SUPERUSER_PASSWORD') ?? [];
    expect(readSiteSettings({ PB_SUPERUSER_PASSWORD: password }, '/repo', 'demo').superuser.password).toBe(password);
  });
});
