// Runs before the end-to-end tests: they drive Debian's chromium, which `playwright install`
// cannot download on these machines.
import { existsSync } from 'node:fs';

const browser = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
if (!existsSync(browser)) {
  console.error(`Chromium ontbreekt (${browser}). Installeer het met: apt-get install -y chromium`);
  console.error('of wijs met CHROMIUM_PATH naar een andere Chromium.');
  process.exit(1);
}
