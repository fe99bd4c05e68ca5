import { getPocketBase } from '@tjas/auth';

/** The site's health (pb_hooks/lib/site-status.js); each `problem` is '' when all is well. */
export interface SiteStatus {
  mails: { waiting: number; failing: number; givenUp: number; lastError: string; problem: string };
  backups: { schedule: string; where: string; newest: string; newestAt: string; problem: string };
  files: { where: string; problem: string };
  disk: { total: number; free: number; problem: string };
}

export function getSiteStatus(): Promise<SiteStatus> {
  return getPocketBase().send<SiteStatus>('/api/tjas/status', { method: 'GET' });
}
