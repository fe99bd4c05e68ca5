import { chromium, type Browser, type Page } from '@playwright/test';
import PocketBase, { type RecordModel } from 'pocketbase';
import { FULL_CHROMIUM } from '../e2e/chromium.ts';
import type { MemberApi } from '../e2e/member-pages.ts';

export interface PageLoad {
  jsTransferred: number;
  jsDecoded: number;
  jsRequests: number;
  /** ms from navigation start to the section's content mark. */
  timeToContent: number;
  /** ms from navigation start to the first paint with content (the header, for a member). */
  fcp: number;
  lcp: number;
  /**
   * Total blocking time as the page really ran: every long task's time after the first paint,
   * less its first 50 ms, until the network is quiet. Lighthouse's figure of the same name
   * is simulated from an unthrottled run; this one is measured with the CPU slowed down.
   */
  blockingTime: number;
}

/** A member's session on one served site. */
export interface MemberSession {
  baseUrl: string;
  token: string;
  record: unknown;
}

export async function logInMember(baseUrl: string): Promise<MemberSession> {
  const member = new PocketBase(baseUrl);
  await member.collection('users').authWithPassword('lid@tjas.example', 'tjas-demo-2026', { expand: 'committees' });
  return { baseUrl, token: member.authStore.token, record: member.authStore.record };
}

/** The API as that member reads it, for the ids of the pages to load. */
export function memberApi(session: MemberSession): MemberApi {
  return async <T>(path: string) => {
    const response = await fetch(`${session.baseUrl}/api${path}`, { headers: { Authorization: session.token } });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return (await response.json()) as T;
  };
}

// The full browser, as every earlier bench run measured (BENCHMARKS.md compares with them).
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: FULL_CHROMIUM });
}

/**
 * A logged-in member without the login page: the session goes straight into local storage and
 * the `pb_auth` cookie, where a login leaves it (the server preloads section code for members).
 */
async function memberPage(browser: Browser, { baseUrl, token, record }: MemberSession): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const session = JSON.stringify({ token, record });
  await context.addCookies([{ name: 'pb_auth', value: encodeURIComponent(session), url: baseUrl }]);
  await context.addInitScript(([value]) => localStorage.setItem('pocketbase_auth', value!), [session]);
  // From the document's start, so the tasks before the first paint are seen too.
  await context.addInitScript(() => {
    const tasks: { start: number; duration: number }[] = [];
    (window as unknown as { tjasLongTasks: typeof tasks }).tjasLongTasks = tasks;
    new PerformanceObserver((list) => {
      for (const task of list.getEntries()) tasks.push({ start: task.startTime, duration: task.duration });
    }).observe({ type: 'longtask' });
  });
  return context.newPage();
}

async function waitForMark(page: Page, mark: string): Promise<number> {
  await page.waitForFunction((name) => performance.getEntriesByName(name, 'mark').length > 0, mark, {
    timeout: 60_000,
  });
  return page.evaluate((name) => performance.getEntriesByName(name, 'mark')[0]!.startTime, mark);
}

async function largestContentfulPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]!.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(Number.NaN), 5000);
      }),
  );
}

export interface Throttle {
  latencyMs: number;
  downloadBitsPerSecond: number;
  cpuSlowdown: number;
}

async function throttlePage(page: Page, throttle: Throttle): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: throttle.latencyMs,
    downloadThroughput: throttle.downloadBitsPerSecond / 8,
    uploadThroughput: 750_000 / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle.cpuSlowdown });
}

/** Cold-cache load of `path` as a member: JavaScript bytes and requests, time to content, LCP. */
export async function measurePageLoad(
  browser: Browser,
  session: MemberSession,
  path: string,
  mark: string,
  throttle?: Throttle,
): Promise<PageLoad> {
  const page = await memberPage(browser, session);
  if (throttle) await throttlePage(page, throttle);
  const scripts: Promise<[number, number]>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    scripts.push(
      Promise.all([response.request().sizes(), response.body()]).then(
        ([sizes, body]) => [sizes.responseBodySize, body.length] as [number, number],
        () => [0, 0],
      ),
    );
  });
  await page.goto(`${session.baseUrl}${path}`);
  const timeToContent = await waitForMark(page, mark).catch(async (error: unknown) => {
    await page.context().close();
    throw error;
  });
  const fcp = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  );
  const lcp = await largestContentfulPaint(page);
  await page.waitForLoadState('networkidle');
  // As Lighthouse counts it: a task that began before the first paint counts from the paint on.
  const blockingTime = Number.isNaN(fcp)
    ? Number.NaN
    : await page.evaluate(
        (paint) =>
          (window as unknown as { tjasLongTasks: { start: number; duration: number }[] }).tjasLongTasks.reduce(
            (sum, { start, duration }) => sum + Math.max(0, start + duration - Math.max(start, paint) - 50),
            0,
          ),
        fcp,
      );
  const sizes = await Promise.all(scripts);
  await page.context().close();
  return {
    jsTransferred: sizes.reduce((sum, [transferred]) => sum + transferred, 0),
    jsDecoded: sizes.reduce((sum, [, decoded]) => sum + decoded, 0),
    jsRequests: sizes.length,
    timeToContent,
    fcp,
    lcp,
    blockingTime,
  };
}

/**
 * Cold-cache load of the newest album's page as a member, `throttle`d: its LCP, once the grid's
 * first photo (the page's largest paint on a phone) is shown.
 */
export async function measureAlbumLcp(browser: Browser, session: MemberSession, throttle: Throttle): Promise<number> {
  const member = new PocketBase(session.baseUrl);
  member.authStore.save(session.token, session.record as RecordModel);
  const album = (await member.collection('albums').getList(1, 1, { sort: '-date' })).items[0]!;
  const page = await memberPage(browser, session);
  await throttlePage(page, throttle);
  await page.goto(`${session.baseUrl}/media/fotoalbums/${album.id}`);
  const first = page.getByRole('list', { name: 'Foto’s' }).locator('img').first();
  await first.waitFor({ timeout: 60_000 });
  await page.waitForFunction(
    (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
    await first.elementHandle(),
    { timeout: 60_000 },
  );
  const lcp = await largestContentfulPaint(page);
  await page.context().close();
  return lcp;
}

export interface SectionSwitch {
  /** From the pointer's arrival on the link (a tap's first event) until the section's content mark. */
  fromTap: number;
  /** From the moment Playwright was asked to click, its own checks and scrolling included. */
  fromClickCall: number;
}

/**
 * From /evenementen (loaded), a click to a section not loaded yet, until its content mark. Timed
 * from the pointer's arrival on the link as the page received it (its first pointerover): a
 * finger's tap brings pointerover, pointerdown and touchstart at once, and the link prefetches
 * its section at the first of them, so the clock starts with that prefetch as on a phone.
 * Playwright's click first scrolls to the link and waits for it to be still and hit, 40-170 ms
 * in a probe (2026-11-30), mostly its own waiting, which a member's tap does not have; that
 * figure stays beside it for comparison with earlier runs.
 */
export async function measureSectionSwitch(browser: Browser, session: MemberSession): Promise<SectionSwitch> {
  const page = await memberPage(browser, session);
  await page.goto(`${session.baseUrl}/evenementen`);
  await waitForMark(page, 'tjas:content:evenementen');
  await page.waitForLoadState('networkidle');
  const clickedAt = await page.evaluate(() => {
    document.addEventListener(
      'pointerover',
      (event) => performance.mark('tjas:bench:tap', { startTime: event.timeStamp }),
      { capture: true, once: true },
    );
    return performance.now();
  });
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Sport' }).click();
  const shownAt = await waitForMark(page, 'tjas:content:sport-uitslagen');
  const tappedAt = await waitForMark(page, 'tjas:bench:tap');
  await page.context().close();
  return { fromTap: shownAt - tappedAt, fromClickCall: shownAt - clickedAt };
}
