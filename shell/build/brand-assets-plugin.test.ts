import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { crestSvg } from '../src/features/brand/crest-drawing.ts';
import { brandFontAsset, webManifest } from './brand-assets-plugin.ts';
import { CREST_ICON_DIR, CREST_TITLE } from './crest-files.ts';

describe('the brand font preload', () => {
  it('finds the latin Archivo file under the name the build hashed it to', () => {
    expect(
      brandFontAsset([
        'assets/index-AbC12345.js',
        'assets/archivo-latin-ext-wght-normal-Zx12Yw34.woff2',
        'assets/archivo-latin-wght-normal-D4u_x9Q-.woff2',
      ]),
    ).toBe('assets/archivo-latin-wght-normal-D4u_x9Q-.woff2');
  });

  it('finds nothing without a hashed woff2 of that name', () => {
    expect(brandFontAsset(['assets/archivo-latin-wght-normal.woff', 'assets/index-AbC12345.css'])).toBeUndefined();
  });
});

describe('the web app manifest', () => {
  it('names the product and points at the crest’s icons', () => {
    const manifest = JSON.parse(webManifest('Tjas')) as { name: string; icons: { src: string; sizes: string }[] };
    expect(manifest.name).toBe('Tjas');
    expect(manifest.icons.map((icon) => `${icon.src} ${icon.sizes}`)).toEqual([
      '/icons/tjas-crest-192.png 192x192',
      '/icons/tjas-crest-512.png 512x512',
      '/icons/tjas-crest.svg any',
      '/icons/tjas-crest-maskable-512.png 512x512',
    ]);
  });
});

describe('the crest files', () => {
  it('serve the drawing the header shows (renew them with shell/build/render-crest-pngs.ts)', () => {
    const file = readFileSync(new URL(`../public/${CREST_ICON_DIR}/tjas-crest.svg`, import.meta.url), 'utf8');
    expect(file.trim()).toBe(crestSvg(CREST_TITLE));
  });
});
