import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules the site is held to: WCAG 2.0, 2.1 and 2.2 at levels A and AA (axe has no 2.2 A rule), and axe’s best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

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
 * Legacy mode runs axe inside the page itself: the default opens a blank page for every run to
 * merge the frames' results, which made each run three times slower (the site has no frames
 * from other origins, which legacy mode could not reach). Only violations are collected.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(TAGS)
    // Also WCAG 2.5.3 (label in name), which axe still calls experimental: a voice-control user
    // says what they see ("Bewerken"), so the accessible name must contain it.
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  return serious.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
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
