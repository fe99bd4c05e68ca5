import type { Page, Request } from '@playwright/test';

/**
 * Follows a page's requests so a test can wait until its network is quiet, and learn what is
 * still open when it is not. Playwright's `networkidle` says only "timeout": a layout-shift run
 * in CI once waited its full two minutes on a page with no hint of which request never ended.
 * Realtime streams stay open by design and are left out, as `networkidle` does; requests of a
 * document the page has since left are dropped at the next navigation.
 */
export function trackRequests(page: Page): { quiet: (options?: QuietOptions) => Promise<string[]> } {
  const open = new Map<Request, number>();
  let lastChange = Date.now();
  const settle = (request: Request) => {
    if (open.delete(request)) lastChange = Date.now();
  };
  page.on('request', (request) => {
    if (request.resourceType() === 'eventsource') return;
    open.set(request, Date.now());
    lastChange = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const committedAt = Date.now();
    for (const [request, startedAt] of open) {
      if (startedAt < committedAt && !request.isNavigationRequest()) open.delete(request);
    }
  });
  return {
    /**
     * Resolves with [] once no request has been open for `quietMs`, or after `timeoutMs` with the
     * requests still open (method, address and how long), for the caller to fail or report.
     */
    async quiet({ quietMs = 500, timeoutMs = 30_000 }: QuietOptions = {}): Promise<string[]> {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        if (open.size === 0 && Date.now() - lastChange >= quietMs) return [];
        await page.waitForTimeout(100);
      }
      const now = Date.now();
      return [...open].map(
        ([request, startedAt]) =>
          `${request.method()} ${request.url()} (${request.resourceType()}, ${((now - startedAt) / 1000).toFixed(1)} s open)`,
      );
    },
  };
}

interface QuietOptions {
  quietMs?: number;
  timeoutMs?: number;
}
