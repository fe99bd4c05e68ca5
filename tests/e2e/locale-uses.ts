import type { BrowserContext, Page } from '@playwright/test';

/**
 * Counts, in every page of `context`, each way into the browser's locale data before the site's
 * code runs: every Intl object and the toLocale… and localeCompare methods. The first one of a
 * page costs 40-110 ms of main thread on a slow phone (packages/ui/src/format/amsterdam-clock.ts),
 * so a member's pages use none; `localeUses` lists what the page in front used since it loaded.
 */
export async function countLocaleUses(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const used: string[] = [];
    (window as unknown as { tjasLocaleUses: string[] }).tjasLocaleUses = used;
    const kinds = [
      'DateTimeFormat',
      'NumberFormat',
      'Collator',
      'PluralRules',
      'RelativeTimeFormat',
      'ListFormat',
      'Segmenter',
      'DisplayNames',
      'Locale',
      'DurationFormat',
      'getCanonicalLocales',
      'supportedValuesOf',
    ];
    const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
    for (const kind of kinds) {
      // A kind this browser does not have cannot be used either.
      const real = intl[kind];
      if (!real) continue;
      intl[kind] = new Proxy(real, {
        construct(target, args) {
          used.push(`Intl.${kind}`);
          return Reflect.construct(target, args) as object;
        },
        apply(target, self, args) {
          used.push(`Intl.${kind}`);
          return Reflect.apply(target as unknown as (...a: unknown[]) => unknown, self, args);
        },
      });
    }
    const methods: [object, string][] = [
      [String.prototype, 'localeCompare'],
      [String.prototype, 'toLocaleUpperCase'],
      [String.prototype, 'toLocaleLowerCase'],
      [Array.prototype, 'toLocaleString'],
      [BigInt.prototype, 'toLocaleString'],
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
}

/** What the page in front used; fails when the counting never started in it (an error page). */
export async function localeUses(page: Page): Promise<string[]> {
  const uses = await page.evaluate(() => (window as unknown as { tjasLocaleUses?: string[] }).tjasLocaleUses);
  if (!Array.isArray(uses)) throw new Error(`${page.url()}: de telling van de taalgegevens liep niet`);
  return uses;
}
