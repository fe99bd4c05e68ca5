/** A window of the site as the worker sees it (the parts of WindowClient it uses). */
export interface SiteWindow {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

/**
 * Opens `target` after a tap on a notification: a window already on that page is brought forward;
 * else the site's most recently used window goes there (a member keeps one tab of the site, not
 * one per notification); without a window of the site, a new one opens. `windows` come from
 * clients.matchAll, most recently focused first.
 */
export async function openSitePage(
  target: URL,
  windows: readonly SiteWindow[],
  openWindow: (url: string) => Promise<unknown>,
): Promise<'focused' | 'navigated' | 'opened'> {
  const own = windows.filter((window) => new URL(window.url).origin === target.origin);
  const there = own.find((window) => window.url === target.href);
  if (there) {
    await there.focus().catch(() => undefined);
    return 'focused';
  }
  for (const window of own) {
    // Navigate first: focusing may be refused (no user activation left), moving the tab is what matters.
    const moved = await window.navigate(target.href).catch(() => null);
    if (moved) {
      await window.focus().catch(() => undefined);
      return 'navigated';
    }
  }
  await openWindow(target.href);
  return 'opened';
}
