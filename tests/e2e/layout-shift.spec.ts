import { expect, test, type Page } from '@playwright/test';
import { trackRequests } from './quiet-network.ts';
import { logIn } from './support.ts';

// No member page jumps while it loads: the cumulative layout shift (what Core Web Vitals call
// CLS) of every page, loaded on a phone over a slow network with a slow CPU, is at most 0.05
// ("good" is 0.1). Shifts right after the member's own input do not count, as in CLS.

const BUDGET = 0.05;
const PAGES = [
  '/evenementen',
  '/account/mijn-account',
  '/acties',
  '/acties/promotie-aanvraag',
  '/sponsors',
  '/zoeken?q=schaats',
  '/sport/uitslagen',
  '/sport/mijn-uitslagen',
  '/sport/materiaal',
  '/sport/uitlegvideos',
  '/media/fotoalbums',
  '/media/nieuwskanalen',
  '/media/tjaslied',
  '/media/tjassi',
  '/webshop/fietsschaatskleding',
  '/bestuur/huidig',
  '/bestuur/oud-besturen',
  '/bestuur/documentatie',
  '/bestuur/interesse',
  '/tjas-actief',
  '/tjas-actief/commissies',
  '/tjas-actief/commissie-interesse',
  '/tjas-actief/disputen',
  '/tjas-actief/organen',
];

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

/** Sums the page's layout shifts from the first paint on, in the page itself. */
async function observeShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const target = window as unknown as { __layoutShift: number; __shifts: string[] };
    target.__layoutShift = 0;
    target.__shifts = [];
    // What moved and from where to where, so a failure names the element. An <svg>'s className
    // is no string: the class attribute is read, with the data- attributes and the parent.
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.getAttribute('class') ? `.${element.getAttribute('class')!.split(' ')[0]}` : ''}`;
    const describe = (node: Node | undefined) => {
      if (!(node instanceof Element)) return String(node?.nodeName);
      const data = [...node.attributes].filter((attribute) => attribute.name.startsWith('data-'));
      const parent = node.parentElement ? ` in ${name(node.parentElement)}` : '';
      return `${name(node)}${data.map((attribute) => `[${attribute.name}]`).join('')}${parent}`;
    };
    const box = (rect: DOMRectReadOnly) =>
      `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}x${Math.round(rect.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        target.__layoutShift += entry.value;
        const nodes = (entry.sources ?? []).map(
          (source) =>
            `${describe(source.node)} ${box(source.previousRect)} -> ${box(source.currentRect)} at ${Math.round(entry.startTime)} ms`,
        );
        target.__shifts.push(`${entry.value.toFixed(3)} ${nodes.join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The pages in four groups, which load side by side (the layout project's four workers). */
const GROUPS = [0, 6, 12, 18].map((start) => PAGES.slice(start, start + 6));

for (const group of GROUPS) {
  test(`${group[0]} … ${group.at(-1)} stay put while they load on a throttled phone (CLS <= ${BUDGET})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await logIn(page, 'lid');
    await observeShifts(page);
    const cdp = await page.context().newCDPSession(page);
    // A mid-range phone on a slow mobile network: 150 ms round trips, 1.6 Mbit/s down, 4x slower CPU.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 200_000,
      uploadThroughput: 93_750,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const network = trackRequests(page);
    const over: string[] = [];
    for (const path of group) {
      await page.goto(path);
      // A request that never ends is not what this test is about: it is named in the report and
      // the page is measured as it stands.
      const open = await network.quiet();
      if (open.length > 0) {
        const note = `${path}: na 30 s nog open: ${open.join('; ')}`;
        console.warn(note);
        test.info().annotations.push({ type: 'warning', description: note });
      }
      await expect(page.locator('main h1').first()).toBeVisible();
      await page.waitForTimeout(500); // late images and fonts
      const { total, shifts } = await page.evaluate(() => {
        const source = window as unknown as { __layoutShift: number; __shifts: string[] };
        return { total: source.__layoutShift, shifts: source.__shifts };
      });
      if (total > BUDGET) over.push(`${path}: ${total.toFixed(3)} (${shifts.join('; ')})`);
    }
    expect(over, `pagina's die verspringen tijdens het laden:\n${over.join('\n')}`).toEqual([]);
  });
}
