import { expect, test } from '@playwright/test';
import { trackRequests } from './quiet-network.ts';
import { logIn } from './support.ts';

// Issue #9's byte and request budget for the start page, as a regression guard: these counts
// do not depend on the machine's speed (the timings are the benchmark's: `pnpm bench`).
const MAX_JS_REQUESTS = 12;
const MAX_JS_GZIP_BYTES = 130 * 1024;

test("a member's cold load of /evenementen stays within 12 JavaScript files and 130 KB gzip", async ({
  browser,
  page,
}) => {
  await logIn(page, 'lid');
  // A new context has the session but an empty HTTP cache, as a phone opening the site.
  const cold = await browser.newContext({ storageState: await page.context().storageState() });
  const member = await cold.newPage();
  const network = trackRequests(member);
  const scripts: Promise<number>[] = [];
  const encodings = new Set<string>();
  member.on('response', (response) => {
    if ((response.headers()['content-type'] ?? '').includes('javascript')) {
      encodings.add(response.headers()['content-encoding'] ?? 'none');
      scripts.push(
        response
          .request()
          .sizes()
          .then((sizes) => sizes.responseBodySize),
      );
    }
  });
  await member.goto('/evenementen');
  await expect(member.getByTestId('events-upcoming').getByTestId('event-card').first()).toBeVisible();
  expect(await network.quiet(), 'verzoeken die niet eindigen').toEqual([]);
  const sizes = await Promise.all(scripts);
  await cold.close();
  const total = sizes.reduce((sum, size) => sum + size, 0);
  console.log(`Cold /evenementen: ${sizes.length} JavaScript files, ${(total / 1024).toFixed(1)} KB gzip`);
  expect(sizes.length, `${sizes.length} JavaScript files`).toBeLessThanOrEqual(MAX_JS_REQUESTS);
  expect(total, `${(total / 1024).toFixed(1)} KB gzip`).toBeLessThanOrEqual(MAX_JS_GZIP_BYTES);
  // The server compresses text assets; the budget is in gzip bytes.
  expect([...encodings]).toEqual(['gzip']);
});

test("a member's cold /evenementen and event page load no locale data (no Intl object, no toLocale…)", async ({
  browser,
  page,
}) => {
  await logIn(page, 'lid');
  const cold = await browser.newContext({ storageState: await page.context().storageState() });
  // Every way into the browser's locale data, counted before the site's code runs: the first one
  // of a page costs 40-110 ms of main thread on a slow phone (packages/ui amsterdam-clock.ts).
  await cold.addInitScript(() => {
    const used: string[] = [];
    (window as unknown as { tjasLocaleUses: string[] }).tjasLocaleUses = used;
    for (const name of [
      'DateTimeFormat',
      'NumberFormat',
      'Collator',
      'PluralRules',
      'RelativeTimeFormat',
      'ListFormat',
      'Segmenter',
      'DisplayNames',
    ] as const) {
      const real = Intl[name] as unknown as new (...args: unknown[]) => object;
      (Intl as unknown as Record<string, unknown>)[name] = new Proxy(real, {
        construct(target, args) {
          used.push(`Intl.${name}`);
          return Reflect.construct(target, args) as object;
        },
        apply(target, self, args) {
          used.push(`Intl.${name}`);
          return Reflect.apply(target as unknown as (...a: unknown[]) => unknown, self, args);
        },
      });
    }
    const methods: [object, string][] = [
      [String.prototype, 'localeCompare'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
      [Number.prototype, 'toLocaleString'],
    ];
    for (const [prototype, method] of methods) {
      const real = (prototype as Record<string, (...args: unknown[]) => unknown>)[method]!;
      (prototype as Record<string, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
        used.push(method);
        return real.apply(this, args);
      };
    }
  });
  const member = await cold.newPage();
  const uses = () => member.evaluate(() => (window as unknown as { tjasLocaleUses: string[] }).tjasLocaleUses);
  await member.goto('/evenementen');
  const card = member.getByTestId('events-upcoming').getByTestId('event-card').first();
  await expect(card).toBeVisible();
  expect(await uses(), 'de lijst').toEqual([]);
  // A priced event's page shows a date, a time and an amount.
  const priced = member.getByTestId('event-card').filter({ hasText: '€' }).first();
  await expect(priced).toBeVisible();
  await member.goto(new URL((await priced.getByRole('link').first().getAttribute('href'))!, member.url()).href);
  await expect(member.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(member.getByText(/€\u00a0\d/).first()).toBeVisible();
  await expect(member.getByText(/\d{1,2} \w{3} \d{4}, \d\d:\d\d/).first()).toBeVisible();
  expect(await uses(), 'de pagina van een evenement').toEqual([]);
  await cold.close();
});
