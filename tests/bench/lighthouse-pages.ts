/**
 * Lighthouse (mobile: a mid-range phone on slow 4G, its default) on a member's /evenementen,
 * as issue #32 asks: `npx tsx tests/bench/lighthouse-events.ts` after `pnpm build`, inside the
 * heavy-work lock. It starts the built site on the benchmark port, puts a member's session where
 * a login leaves it (local storage and the pb_auth cookie) in a Chromium profile of its own, and
 * runs lighthouse@12.2.3 against that profile without clearing its storage, so the page is the
 * member's events list and not the login page. Keeping the storage keeps the HTTP cache too: each
 * run gets a fresh profile, so every run is a first (cold) visit. Prints each run and the median.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { AUTH_COOKIE } from '@tjas/auth';
import { BENCH_URL, startBenchServer } from './bench-server.ts';
import { logInMember } from './browser-metrics.ts';

const RUNS = Number(process.env['LIGHTHOUSE_RUNS'] ?? 3);
/** URL patterns Lighthouse blocks, e.g. `*.woff2` to see what the brand font costs. */
const BLOCKED = (process.env['LIGHTHOUSE_BLOCK'] ?? '').split(',').filter(Boolean);
const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const PAGE = `${BENCH_URL}/evenementen`;

interface Run {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  fontBytes: number;
}

/** A Chromium profile with the member's session in it, as a login in that browser leaves it. */
async function profileWithSession(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'tjas-lighthouse-'));
  const { token, record } = await logInMember(BENCH_URL);
  const session = JSON.stringify({ token, record });
  const context = await chromium.launchPersistentContext(dir, { executablePath: CHROMIUM, args: ['--no-sandbox'] });
  // With its expiry, as a login writes it (7 days): a session cookie would not outlive this
  // context, and Lighthouse's visit would come without it (and without the page's preload links).
  const expires = Math.floor(Date.now() / 1000) + AUTH_COOKIE.maxAge;
  await context.addCookies([{ name: 'pb_auth', value: encodeURIComponent(session), url: BENCH_URL, expires }]);
  const page = await context.newPage();
  await page.goto(`${BENCH_URL}/remotes.json`);
  await page.evaluate((value) => localStorage.setItem('pocketbase_auth', value), session);
  await context.close();
  return dir;
}

function lighthouse(profile: string, output: string): void {
  const result = spawnSync(
    'npx',
    [
      '-y',
      'lighthouse@12.2.3',
      PAGE,
      '--only-categories=performance',
      '--disable-storage-reset',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      `--chrome-path=${CHROMIUM}`,
      ...BLOCKED.map((pattern) => `--blocked-url-patterns=${pattern}`),
      `--chrome-flags=--headless=new --no-sandbox --user-data-dir=${profile}`,
    ],
    { stdio: 'inherit', env: { ...process.env, CHROME_PATH: CHROMIUM } },
  );
  if (result.status !== 0) throw new Error(`lighthouse stopte met ${result.status}`);
}

async function measure(profile: string, output: string): Promise<Run> {
  lighthouse(profile, output);
  const text = await readFile(output, 'utf8');
  // The last report stays for a closer look (its network requests show what the LCP waited for;
  // Lighthouse's own LCP-element audit fails on Debian's chromium).
  await writeFile(join(tmpdir(), 'tjas-lighthouse-last.json'), text);
  const report = JSON.parse(text) as {
    finalDisplayedUrl: string;
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue?: number; details?: { items?: Record<string, unknown>[] } }>;
  };
  if (!report.finalDisplayedUrl.endsWith('/evenementen'))
    throw new Error(
      `Lighthouse mat ${report.finalDisplayedUrl}, niet /evenementen: zat de sessie niet in het profiel?`,
    );
  const audit = (name: string) => report.audits[name]?.numericValue ?? Number.NaN;
  const fonts =
    report.audits['network-requests']?.details?.items?.filter((item) => item['resourceType'] === 'Font') ?? [];
  return {
    performance: Math.round(report.categories.performance.score * 100),
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
async function measureWithRetry(profiles: string[]): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    // A fresh profile for each attempt: the one that failed may hold the page in its cache.
    const profile = await profileWithSession();
    profiles.push(profile);
    try {
      return await measure(profile, join(profile, 'report.json'));
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('lighthouse stopte')) throw error;
      console.log(`attempt ${attempt} failed (${String(error)}), again`);
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const server = await startBenchServer();
const profiles: string[] = [];
try {
  const runs: Run[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    runs.push(await measureWithRetry(profiles));
    console.log(`run ${run}: ${JSON.stringify(runs.at(-1))}`);
  }
  const pick = (key: keyof Run) => median(runs.map((run) => run[key]));
  console.log(
    `median of ${RUNS}${BLOCKED.length > 0 ? ` (blocked: ${BLOCKED.join(', ')})` : ''}: performance ${pick('performance')}, FCP ${Math.round(pick('fcp'))} ms, LCP ${Math.round(pick('lcp'))} ms, ` +
      `TBT ${Math.round(pick('tbt'))} ms, CLS ${pick('cls').toFixed(3)}, fonts ${Math.round(pick('fontBytes') / 1024)} KB`,
  );
} finally {
  await server.stop();
  for (const profile of profiles) await rm(profile, { recursive: true, force: true });
}
