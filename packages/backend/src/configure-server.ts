import type PocketBase from 'pocketbase';
import type { S3Settings } from './site-settings.ts';

export interface ServerSettings {
  appName: string;
  /** The address in mail links and the pages' security policy. */
  appUrl: string;
  smtp: { host: string; port: number; username: string; password: string; tls: boolean };
  senderAddress: string;
  /** Password logins allowed per client address per minute (brute-force protection). */
  loginsPerMinute: number;
  /** Headers naming the client's address, set by the one proxy in front; none when reached directly. */
  trustedProxyHeaders: string[];
  backups: { s3: S3Settings | undefined };
  filesS3: S3Settings | undefined;
}

/**
 * Rate limits (off by default in PocketBase): password logins per client address, and the
 * mail-sending auth actions, so nobody can guess passwords or flood members' mailboxes. Over the
 * limit PocketBase answers 429, which the site shows as "Te veel pogingen".
 */
function rateLimits(loginsPerMinute: number) {
  return {
    enabled: true,
    rules: [
      { label: '*:authWithPassword', audience: '', duration: 60, maxRequests: loginsPerMinute },
      { label: '*:requestPasswordReset', audience: '', duration: 60, maxRequests: 5 },
      { label: '*:requestEmailChange', audience: '', duration: 60, maxRequests: 5 },
      { label: '*:confirmEmailChange', audience: '', duration: 60, maxRequests: 10 },
    ],
  };
}

const s3Config = (s3: S3Settings | undefined) => (s3 ? { enabled: true, ...s3 } : { enabled: false });

/** Application settings that depend on where and how this instance runs, written at every start. */
export async function configureServer(pb: PocketBase, settings: ServerSettings): Promise<void> {
  await pb.settings.update({
    meta: {
      appName: settings.appName,
      appURL: settings.appUrl,
      senderName: settings.appName,
      senderAddress: settings.senderAddress,
    },
    rateLimits: rateLimits(settings.loginsPerMinute),
    // PocketBase only listens on loopback, so the proxy is the only one that can set this header;
    // the rightmost address is the one the proxy added (anything left of it the client sent).
    trustedProxy: { headers: settings.trustedProxyHeaders, useLeftmostIP: false },
    smtp: { enabled: true, authMethod: 'PLAIN', ...settings.smtp },
    // The site makes its own backups (backup-schedule.ts): PocketBase's schedule names every site's
    // backups alike and its clean-up removes them across sites that share a bucket.
    backups: { cron: '', s3: s3Config(settings.backups.s3) },
    s3: s3Config(settings.filesS3),
  });
}
