// Runs before the end-to-end tests: they drive Debian's Chromium builds (tests/e2e/chromium.ts),
// which `playwright install` cannot download on these machines.
import { existsSync } from 'node:fs';
import { FULL_CHROMIUM, HEADLESS_SHELL } from './e2e/chromium.ts';

const browsers = [
  {
    path: HEADLESS_SHELL,
    name: 'De headless shell van Chromium',
    pkg: 'chromium-headless-shell',
    env: 'CHROMIUM_HEADLESS_SHELL_PATH',
  },
  { path: FULL_CHROMIUM, name: 'Chromium', pkg: 'chromium', env: 'CHROMIUM_PATH' },
];
const missing = browsers.filter((browser) => !existsSync(browser.path));
for (const browser of missing) {
  console.error(`${browser.name} ontbreekt (${browser.path}). Installeer het met: apt-get install -y ${browser.pkg}`);
  console.error(`of wijs met ${browser.env} naar een andere.`);
}
if (missing.length > 0) process.exit(1);
