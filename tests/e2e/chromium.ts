import { statfsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium builds, which `playwright install` cannot download on these machines. The
 * tests run in the headless shell (Chromium's old headless mode, `chromium-headless-shell`): no
 * browser window layer, and the same six specs took ~18% less CPU than in `chromium --headless`
 * (four alternating pairs, docs/testing.md). It has no notifications, so the spec that shows one
 * uses the full browser.
 */
export const HEADLESS_SHELL = process.env['CHROMIUM_HEADLESS_SHELL_PATH'] ?? '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** Whether /dev/shm holds at least 1 GB (a container's default is 64 MB, too little for Chromium). */
function roomyDevShm(): boolean {
  try {
    const { bsize, blocks } = statfsSync('/dev/shm');
    return bsize * blocks >= 1024 ** 3;
  } catch {
    return false;
  }
}

/** How every end-to-end test starts its browser, `executablePath` being one of the two above. */
export function launchOptions(executablePath: string): LaunchOptions {
  return {
    executablePath,
    // Playwright tells Chromium to keep its shared memory in /tmp (for containers' 64 MB
    // /dev/shm); /tmp is a disk here. Where /dev/shm is roomy, Chromium uses it: the same six
    // specs took 5-10% less CPU (less system time) in two alternating runs.
    ...(roomyDevShm() ? { ignoreDefaultArgs: ['--disable-dev-shm-usage'] } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // The headless shell hints its fonts by default: wider letters and ~1 px spaces ("een
      // plekhebt"), not the text a member's Chromium draws, which the phone-width and screenshot
      // checks measure. Without hinting it matches the full browser's screenshots.
      '--font-render-hinting=none',
    ],
  };
}
