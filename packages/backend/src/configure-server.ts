import type PocketBase from 'pocketbase';

export interface ServerSettings {
  appName: string;
  appUrl: string;
  smtpHost: string;
  smtpPort: number;
  senderAddress: string;
  /** Password logins allowed per IP address per minute (brute-force protection). */
  loginsPerMinute: number;
}

/**
 * Rate limits (off by default in PocketBase): password logins per IP, and the mail-sending auth
 * actions, so nobody can guess passwords or flood members' mailboxes. Over the limit PocketBase
 * answers 429, which the site shows as "Te veel pogingen".
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

/** Application settings that depend on where and how this instance runs. */
export async function configureServer(pb: PocketBase, settings: ServerSettings): Promise<void> {
  await pb.settings.update({
    meta: {
      appName: settings.appName,
      appURL: settings.appUrl,
      senderName: settings.appName,
      senderAddress: settings.senderAddress,
    },
    rateLimits: rateLimits(settings.loginsPerMinute),
    smtp: {
      enabled: true,
      host: settings.smtpHost,
      port: settings.smtpPort,
      tls: false,
      username: '',
      password: '',
    },
  });
}
