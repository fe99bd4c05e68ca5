import type {} from '@tjas/federation/singleton-probe';
import { expect, test, type Page } from '@playwright/test';
import { memberPageGroups } from './member-pages.ts';
import { apiGet, apiToken, logIn, waitForContent } from './support.ts';

// A phone at 375 px (and the bottom bar at 320 px): no page, bar or tab row scrolls sideways, and
// no word is broken inside itself. Words are measured on their text line boxes (Range
// getClientRects), not on screenshots. Any break inside a run of letters and digits is a fault; a
// break after a hyphen, slash or space in the text itself is not. The one exception is text styled
// `hyphens: auto` (album titles, with lang="nl"): there the browser breaks a long compound with a
// visible hyphen where it has a Dutch dictionary. Label/value lists and other text never do.

/** What scrolls sideways or sticks out of the screen: the page, the bottom bar, a section's tab row. */
async function sidewaysProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const scrolling = document.scrollingElement ?? document.documentElement;
    if (scrolling.scrollWidth > width) problems.push(`de pagina is ${scrolling.scrollWidth} px breed`);
    const bar = document.querySelector<HTMLElement>('nav[aria-label="Hoofdmenu"]');
    if (bar) {
      const list = bar.querySelector<HTMLElement>(':scope > ul')!;
      if (list.scrollWidth > list.clientWidth) problems.push(`de onderbalk schuift (${list.scrollWidth} px)`);
      for (const item of list.querySelectorAll<HTMLElement>(':scope > li')) {
        const box = item.getBoundingClientRect();
        if (box.width === 0) continue; // not shown at this width
        if (box.left < 0 || box.right > width)
          problems.push(`“${item.innerText.trim()}” in de onderbalk valt buiten het scherm (${box.left}–${box.right})`);
      }
    }
    for (const tabs of document.querySelectorAll<HTMLElement>('nav[aria-label^="Menu "]')) {
      const box = tabs.getBoundingClientRect();
      if (box.left < 0 || box.right > width) problems.push(`${tabs.ariaLabel} valt buiten het scherm`);
      const tops = new Set(
        [...tabs.querySelectorAll('li')].map((item) => Math.round(item.getBoundingClientRect().top)),
      );
      if (tops.size > 1) problems.push(`${tabs.ariaLabel} staat op ${tops.size} regels`);
    }
    return problems;
  });
}

/** Words (runs of letters and digits) whose pieces lie on more than one line. */
async function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // Screen-reader-only text sits in a 1 px box on purpose.
      if (!parent || parent.closest('.tj-visually-hidden, script, style, noscript, template')) continue;
      if (getComputedStyle(parent).hyphens === 'auto') continue;
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/[\p{L}\p{M}\p{N}'’]+/gu)) {
        if (match[0].length < 2) continue;
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const boxes = [...range.getClientRects()].filter((box) => box.width > 0 && box.height > 0);
        if (boxes.length < 2) continue;
        const lineHeight = Math.min(...boxes.map((box) => box.height));
        const tops = boxes.map((box) => box.top);
        if (Math.max(...tops) - Math.min(...tops) > lineHeight / 2) broken.push(match[0]);
      }
    }
    return broken;
  });
}

let eventId = '';
test.beforeAll(async () => {
  const token = await apiToken('lid');
  eventId = (await apiGet<{ items: { id: string }[] }>('/collections/events/records?perPage=1&sort=start', token))
    .items[0]!.id;
});

test.describe('375 px wide', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const [index, group] of memberPageGroups().entries()) {
    test(`no page scrolls sideways and no word breaks inside itself (${index + 1}: ${group[0]} …)`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await logIn(page, 'lid');
      const faults: string[] = [];
      for (const path of group) {
        await page.goto(path.replace(':event', eventId));
        await waitForContent(page);
        for (const problem of await sidewaysProblems(page)) faults.push(`${path}: ${problem}`);
        for (const word of await brokenWords(page)) faults.push(`${path}: “${word}” is afgebroken`);
      }
      expect(faults).toEqual([]);
    });
  }

  test('the event page and the board stack their labels above the values', async ({ page }) => {
    await logIn(page, 'lid');
    for (const path of [`/evenementen/${eventId}`, '/bestuur/huidig']) {
      await page.goto(path);
      await waitForContent(page);
      const list = page.locator('main dl').first();
      const [term, value] = await Promise.all([
        list.locator('dt').first().boundingBox(),
        list.locator('dd').first().boundingBox(),
      ]);
      expect(value!.y, path).toBeGreaterThanOrEqual(term!.y + term!.height - 1);
    }
  });

  test('a toast sits above the bottom bar, and a new one replaces the old', async ({ page }) => {
    await logIn(page, 'lid');
    await page.goto('/evenementen');
    await waitForContent(page);
    // The toasts of every app come from the one shared UI kit: its showToast, as the shell recorded it.
    await page.evaluate(() => {
      const showToast = window.__TJAS_APPS__!['shell']!.ui as (message: string) => number;
      showToast('Eerste melding');
      showToast('Tweede melding');
    });
    const toasts = page.getByRole('list', { name: 'Meldingen' }).locator('li');
    await expect(toasts).toHaveCount(1);
    await expect(toasts).toContainText('Tweede melding');
    const toast = (await toasts.boundingBox())!;
    const bar = (await page.getByRole('navigation', { name: 'Hoofdmenu' }).boundingBox())!;
    expect(toast.y + toast.height).toBeLessThanOrEqual(bar.y);
  });
});

test.describe('320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the bottom bar and the tab rows fit the screen', async ({ page }) => {
    await logIn(page, 'lid');
    for (const path of ['/evenementen', '/tjas-actief', '/media/fotoalbums', '/sponsors']) {
      await page.goto(path);
      await waitForContent(page);
      expect(await sidewaysProblems(page), path).toEqual([]);
    }
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' }).locator(':scope > ul > li:visible')).toHaveCount(
      5,
    );
  });
});
