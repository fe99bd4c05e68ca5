import type PocketBase from 'pocketbase';

export interface ServerSettings {
  appName: string;
  appUrl: string;
  smtpHost: string;
  smtpPort: number;
  senderAddress: string;
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
