/**
 * Writes the crest's files into shell/public/icons from its one drawing (src/features/brand/
 * crest-drawing.ts): the SVG (favicon), PNGs for the web app manifest (192, 512), the iPhone's
 * home screen (180, on the brand colour: iOS fills transparency with black), Android's maskable
 * icon (512 on the brand colour, the crest inside the circle every launcher's mask keeps) and the
 * mails (96).
 * Run after changing the drawing: `npx tsx shell/build/render-crest-pngs.ts` (uses Debian's
 * chromium; the files are committed, so a build needs no browser). A unit test checks that the
 * SVG file still matches the drawing.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { crestSvg } from '../src/features/brand/crest-drawing.ts';
import { CREST_ICON_DIR, CREST_TITLE } from './crest-files.ts';

const svg = crestSvg(CREST_TITLE);
const dir = new URL(`../public/${CREST_ICON_DIR}/`, import.meta.url);
await mkdir(dir, { recursive: true });
await writeFile(new URL('tjas-crest.svg', dir), `${svg}\n`);

const browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium' });
try {
  for (const { size, background, name, scale } of [
    { size: 96, background: '', name: 'tjas-crest-96', scale: 1 },
    // On a background the crest keeps a margin, as home-screen icons are cut to a rounded square.
    { size: 180, background: '#0b4f8a', name: 'tjas-crest-180', scale: 0.8 },
    { size: 192, background: '', name: 'tjas-crest-192', scale: 1 },
    { size: 512, background: '', name: 'tjas-crest-512', scale: 1 },
    // A launcher may cut a maskable icon to a circle of 80% of its width: the crest stays inside it.
    { size: 512, background: '#0b4f8a', name: 'tjas-crest-maskable-512', scale: 0.56 },
  ]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const inner = Math.round(size * scale);
    await page.setContent(
      `<body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;background:${background || 'transparent'}">` +
        svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `) +
        '</body>',
    );
    await writeFile(new URL(`${name}.png`, dir), await page.screenshot({ omitBackground: !background, type: 'png' }));
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`Wapen geschreven in ${dir.pathname}`);
