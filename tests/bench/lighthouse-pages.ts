/**
 * Lighthouse (mobile: a mid-range phone on slow 4G, its default) on every page a logged-in member
 * reaches (tests/e2e/member-pages.ts), as issue #33 asks. Part `lighthouse` of `pnpm bench`, or on
 * its own after `pnpm build`, inside the heavy-work lock: `npx tsx tests/bench/lighthouse-pages.ts`
 * (`LIGHTHOUSE_PAGES=/evenementen,/webshop` for some pages, `LIGHTHOUSE_RUNS` runs per page,
 * default 3; `LIGHTHOUSE_BLOCK='*.woff2'` leaves out what matches, to see what it costs).
 *
 * The pages are loaded as members get them: through ops/Caddyfile (Debian's caddy, HTTP/2 over
 * TLS with its local CA), not from PocketBase's own HTTP/1.1 port, where Lighthouse would count
 * six connections' queueing for the page's files that no member meets (`LIGHTHOUSE_DIRECT=1`
 * measures that port instead). Each run puts the member's session where a login leaves it (local
 * storage and the pb_auth cookie) in a Chromium profile of its own, and runs lighthouse@12.2.3
 * against that profile without clearing its storage, so the page is the member's and not the
 * login page. A fresh profile per run: every run is a first (cold) visit, no HTTP cache and no
 * service worker.
 */
import { spawnSync } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { AUTH_COOKIE, AUTH_STORAGE_KEY } from '@tjas/auth';
import { FULL_CHROMIUM } from '../e2e/chromium.ts';
import { MEMBER_PAGES, memberPageIds, memberPagePath } from '../e2e/member-pages.ts';
import { logInMember, memberApi, type MemberSession } from './browser-metrics.ts';
import { median } from './median.ts';

/** Issue #33's budgets for every member page (median of the runs). */
export const LIGHTHOUSE_BUDGET = { performance: 98, tbt: 150, cls: 0.05 } as const;

export interface LighthouseRun {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  fontBytes: number;
}

export interface PageResult {
  page: string;
  runs: LighthouseRun[];
  median: LighthouseRun;
  met: boolean;
}

interface Options {
  runs: number;
  blocked: string[];
}

/** Where the member's browser loads the pages, and where this script reads the API. */
export interface LighthouseSite {
  pages: string;
  api: string;
}

/** A Chromium profile with the member's session in it, as a login in that browser leaves it. */
async function profileWithSession(session: MemberSession, origin: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'tjas-lighthouse-'));
  const value = JSON.stringify({ token: session.token, record: session.record });
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: FULL_CHROMIUM,
    args: ['--no-sandbox'],
    ignoreHTTPSErrors: true,
  });
  // With its expiry, as a login writes it (7 days): a session cookie would not outlive this
  // context, and Lighthouse's visit would come without it (and without the page's preload links).
  const expires = Math.floor(Date.now() / 1000) + AUTH_COOKIE.maxAge;
  await context.addCookies([{ name: AUTH_COOKIE.name, value: encodeURIComponent(value), url: origin, expires }]);
  const page = await context.newPage();
  await page.goto(`${origin}/remotes.json`);
  await page.evaluate(([key, stored]) => localStorage.setItem(key, stored), [AUTH_STORAGE_KEY, value] as const);
  await context.close();
  return dir;
}

/** LIGHTHOUSE_SAVE_ASSETS=1: every run's trace is kept too (3 MB each), to see which tasks made its blocking time. */
const SAVE_TRACES = process.env['LIGHTHOUSE_SAVE_ASSETS'] === '1';

function lighthouse(url: string, profile: string, output: string, blocked: string[]): void {
  const result = spawnSync(
    'npx',
    [
      '-y',
      'lighthouse@12.2.3',
      url,
      '--only-categories=performance',
      '--disable-storage-reset',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      `--chrome-path=${FULL_CHROMIUM}`,
      ...blocked.map((pattern) => `--blocked-url-patterns=${pattern}`),
      ...(SAVE_TRACES ? ['--save-assets'] : []),
      // Caddy's local CA is not in this Chromium's trust store.
      `--chrome-flags=--headless=new --no-sandbox --ignore-certificate-errors --user-data-dir=${profile}`,
    ],
    { stdio: 'inherit', env: { ...process.env, CHROME_PATH: FULL_CHROMIUM } },
  );
  if (result.status !== 0) throw new Error(`lighthouse stopte met ${result.status}`);
}

async function measure(url: string, profile: string, blocked: string[]): Promise<LighthouseRun> {
  const output = join(profile, 'report.json');
  lighthouse(url, profile, output, blocked);
  const text = await readFile(output, 'utf8');
  // The last report stays for a closer look (its network requests show what the LCP waited for;
  // Lighthouse's own LCP-element audit fails on Debian's chromium).
  await writeFile(join(tmpdir(), 'tjas-lighthouse-last.json'), text);
  if (SAVE_TRACES) {
    // Named by page and time: the profile, where Lighthouse wrote it, is removed after the run.
    const page = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-');
    await copyFile(
      join(profile, 'report-0.trace.json'),
      join(tmpdir(), `tjas-lighthouse-trace${page}-${Date.now()}.json`),
    );
  }
  const report = JSON.parse(text) as {
    finalDisplayedUrl: string;
    categories: { performance: { score: number | null } };
    audits: Record<string, { numericValue?: number; details?: { items?: Record<string, unknown>[] } }>;
  };
  const wanted = new URL(url);
  const shown = new URL(report.finalDisplayedUrl);
  if (shown.pathname + shown.search !== wanted.pathname + wanted.search)
    throw new Error(`Lighthouse mat ${report.finalDisplayedUrl}, niet ${url}: zat de sessie niet in het profiel?`);
  const audit = (name: string) => report.audits[name]?.numericValue ?? Number.NaN;
  const fonts =
    report.audits['network-requests']?.details?.items?.filter((item) => item['resourceType'] === 'Font') ?? [];
  return {
    performance: Math.round((report.categories.performance.score ?? Number.NaN) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fontBytes: fonts.reduce((sum, item) => sum + Number(item['transferSize'] ?? 0), 0),
  };
}

/**
 * A run again when Lighthouse itself stops (NO_FCP, NO_NAVSTART: its trace of the load went
 * wrong on the busy 2-core machine), at most twice; each attempt is said, so none is hidden.
 */
async function measureWithRetry(url: string, session: MemberSession, blocked: string[]): Promise<LighthouseRun> {
  const origin = new URL(url).origin;
  for (let attempt = 1; ; attempt += 1) {
    // A fresh profile for each attempt: the one that failed may hold the page in its cache.
    const profile = await profileWithSession(session, origin);
    try {
      return await measure(url, profile, blocked);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('lighthouse stopte')) throw error;
      console.log(`${url}: poging ${attempt} mislukt (${String(error)}), nog eens`);
    } finally {
      await rm(profile, { recursive: true, force: true });
    }
  }
}

/** The figures of a page Lighthouse could not measure: shown as NaN, never as met. */
const FAILED: LighthouseRun = {
  performance: Number.NaN,
  fcp: Number.NaN,
  lcp: Number.NaN,
  tbt: Number.NaN,
  cls: Number.NaN,
  fontBytes: Number.NaN,
};

function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const pick = (key: keyof LighthouseRun) => median(runs.map((run) => run[key]));
  return {
    performance: pick('performance'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    fontBytes: pick('fontBytes'),
  };
}

export const meetsBudget = (run: LighthouseRun) =>
  run.performance >= LIGHTHOUSE_BUDGET.performance &&
  run.tbt <= LIGHTHOUSE_BUDGET.tbt &&
  run.cls <= LIGHTHOUSE_BUDGET.cls;

/** Performance / TBT / LCP / CLS. */
export const describeRun = (run: LighthouseRun) =>
  `${run.performance} / ${Math.round(run.tbt)} ms / ${Math.round(run.lcp)} ms / ${run.cls.toFixed(3)}`;

/** `pages` as MEMBER_PAGES writes them (`:event` and the like filled in here), of the running `site`. */
export async function lighthousePages(
  site: LighthouseSite,
  pages: readonly string[],
  { runs, blocked }: Options,
): Promise<PageResult[]> {
  const session = await logInMember(site.api);
  const ids = await memberPageIds(memberApi(session));
  const results: PageResult[] = [];
  for (const page of pages) {
    const url = `${site.pages}${memberPagePath(page, ids)}`;
    const pageRuns: LighthouseRun[] = [];
    try {
      for (let run = 1; run <= runs; run += 1) {
        pageRuns.push(await measureWithRetry(url, session, blocked));
        console.log(`${page}, run ${run}: ${describeRun(pageRuns.at(-1)!)}`);
      }
    } catch (error) {
      // One page that cannot be measured does not cost the figures of the others: it is reported as not met.
      console.log(`${page}: niet gemeten (${String(error).split('\n')[0]})`);
      results.push({ page, runs: [], median: FAILED, met: false });
      continue;
    }
    const middle = medianRun(pageRuns);
    results.push({ page, runs: pageRuns, median: middle, met: meetsBudget(middle) });
  }
  return results;
}

/**
 * LIGHTHOUSE_PAGES, comma-separated, or every member page but the unknown one: Lighthouse refuses
 * to measure a page answered 404 ("unable to reliably load the page").
 */
export function pagesFromEnvironment(): readonly string[] {
  const asked = (process.env['LIGHTHOUSE_PAGES'] ?? '').split(',').filter(Boolean);
  return asked.length > 0 ? asked : MEMBER_PAGES.filter((page) => page !== '/bestaat-niet');
}

export function optionsFromEnvironment(): Options {
  return {
    runs: Number(process.env['LIGHTHOUSE_RUNS'] ?? 3),
    blocked: (process.env['LIGHTHOUSE_BLOCK'] ?? '').split(',').filter(Boolean),
  };
}

/**
 * The bench site started behind ops/Caddyfile, as in production (its public URL Caddy's, so the
 * pages' Content-Security-Policy names that host), or alone with LIGHTHOUSE_DIRECT=1.
 */
export async function startLighthouseSite(): Promise<LighthouseSite & { stop: () => Promise<void> }> {
  const { BENCH_PORT, BENCH_URL, startBenchServer } = await import('./bench-server.ts');
  if (process.env['LIGHTHOUSE_DIRECT'] === '1') {
    const server = await startBenchServer();
    return { pages: BENCH_URL, api: BENCH_URL, stop: () => server.stop() };
  }
  const { startCaddy } = await import('../integration/support/caddy.ts');
  const { freePort } = await import('../integration/support/test-pocketbase.ts');
  const httpsPort = await freePort();
  // Chromium resolves every *.localhost name to loopback.
  const pages = `https://tjas.localhost:${httpsPort}`;
  const server = await startBenchServer('federated', { TJAS_PUBLIC_URL: pages });
  try {
    const caddy = await startCaddy({ httpsPort, httpPort: await freePort(), upstreamPort: BENCH_PORT });
    return {
      pages,
      api: BENCH_URL,
      stop: async () => {
        await caddy.stop();
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const options = optionsFromEnvironment();
  const site = await startLighthouseSite();
  try {
    const results = await lighthousePages(site, pagesFromEnvironment(), options);
    console.log(
      `\nLighthouse mobiel via ${site.pages} (prestaties / TBT / LCP / CLS), mediaan van ${options.runs}${options.blocked.length > 0 ? ` (geblokkeerd: ${options.blocked.join(', ')})` : ''}; ` +
        `budget prestaties >= ${LIGHTHOUSE_BUDGET.performance}, TBT <= ${LIGHTHOUSE_BUDGET.tbt} ms, CLS <= ${LIGHTHOUSE_BUDGET.cls}:`,
    );
    for (const result of results)
      console.log(
        `${result.met ? 'ja ' : 'nee'} ${result.page}: ${describeRun(result.median)}, FCP ${Math.round(result.median.fcp)} ms, fonts ${Math.round(result.median.fontBytes / 1024)} KB`,
      );
  } finally {
    await site.stop();
  }
}
