import type { Page } from '@playwright/test';

// What a phone at 375 px (and the bottom bar at 320 px) must never show: a page, bar or tab row
// that scrolls sideways, or a word broken inside itself. Words are measured on their text line
// boxes (Range getClientRects), not on screenshots. Any break inside a run of letters and digits is
// a fault; a break after a hyphen, slash or space in the text itself is not. The one exception is
// text styled `hyphens: auto` (album titles, with lang="nl"): there the browser breaks a long
// compound with a visible hyphen where it has a Dutch dictionary. Label/value lists and other text
// never do.

/** What scrolls sideways or sticks out of the screen: the page, the bottom bar, a section's tab row. */
export async function sidewaysProblems(page: Page): Promise<string[]> {
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
export async function brokenWords(page: Page): Promise<string[]> {
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
