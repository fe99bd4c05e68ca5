import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/** The rules the site is held to: WCAG 2.0, 2.1 and 2.2 at levels A and AA (axe has no 2.2 A rule), and axe’s best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * What each run checks and returns: the rules above, and WCAG 2.5.3 (label in name), which axe
 * still calls experimental: a voice-control user says what they see ("Bewerken"), so the
 * accessible name must contain it. Only violations are collected.
 */
const RUN_OPTIONS: axe.RunOptions = {
  runOnly: { type: 'tag', values: TAGS },
  resultTypes: ['violations'],
  rules: { 'label-content-name-mismatch': { enabled: true } },
};

export const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 800 };

/** The four looks of every page: phone and desktop, light and dark, in an order that changes one thing at a time. */
const LOOKS = [
  { viewport: PHONE, colorScheme: 'light', label: '375 px, licht' },
  { viewport: PHONE, colorScheme: 'dark', label: '375 px, donker' },
  { viewport: DESKTOP, colorScheme: 'dark', label: '1280 px, donker' },
  { viewport: DESKTOP, colorScheme: 'light', label: '1280 px, licht' },
] as const;

/**
 * Runs axe on the page as it is now: its serious and critical violations, one line each.
 *
 * axe-core runs inside the page, put into each frame once per document: @axe-core/playwright
 * sent its ~550 KB source into the page twice for every run (and its default mode opened a blank
 * page per run as well), which made the four looks of a page 2.3x slower (/evenementen: 1.45 s
 * -> 0.63 s). The site has no frames from other origins.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source);
  }
  const violations = await page.evaluate(async (options) => {
    const results = await window.axe!.run(document, options);
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, RUN_OPTIONS);
  return violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => `${violation.id}: ${violation.targets.join(', ')}`);
}

/**
 * The page's serious violations in each of the four looks, labelled. The page is not reloaded: the
 * theme follows the device's colour scheme, and the width is the page resized, as a turned tablet
 * is. It starts and ends as a light phone page, so the test's next load is one too.
 */
export async function seriousViolationsInEveryLook(page: Page, label: string): Promise<string[]> {
  const found: string[] = [];
  for (const look of LOOKS) {
    await page.setViewportSize(look.viewport);
    await page.emulateMedia({ colorScheme: look.colorScheme });
    for (const violation of await seriousViolations(page)) found.push(`${label} (${look.label}): ${violation}`);
  }
  await page.setViewportSize(PHONE);
  await page.emulateMedia({ colorScheme: 'light' });
  return found;
}

/** Fails on the page's serious or critical violations in any of the four looks. */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  expect(await seriousViolationsInEveryLook(page, label), 'ernstige toegankelijkheidsfouten').toEqual([]);
}
