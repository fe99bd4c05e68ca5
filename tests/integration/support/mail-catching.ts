import { startMailCatcher, type MailCatcher } from '@tjas/backend/mail-catcher';
import { freePort, type TestPocketBase } from './test-pocketbase.ts';

/** The mail settings that send the test server's mail to `smtpPort` on loopback, as the demo does. */
export function mailSettings(url: string, smtpPort: number) {
  return {
    meta: { appName: 'Tjas', appURL: url, senderName: 'Tjas', senderAddress: 'leden@tjas.example' },
    smtp: { enabled: true, host: '127.0.0.1', port: smtpPort, tls: false },
  };
}

export interface MailCatching {
  catcher: MailCatcher;
  /** Sends what the outbox holds now, as the job does every minute; what it sent and what failed. */
  deliver(): Promise<{ sent: number; failed: number }>;
}

/** Starts a mail catcher and points the test server's mail at it. Stop it with `catcher.stop()`. */
export async function catchMails(pb: TestPocketBase): Promise<MailCatching> {
  const catcher = await startMailCatcher(await freePort(), await freePort());
  await pb.admin.settings.update(mailSettings(pb.url, catcher.smtpPort));
  return {
    catcher,
    deliver: () => pb.admin.send<{ sent: number; failed: number }>('/api/tjas/mails/versturen', { method: 'POST' }),
  };
}
