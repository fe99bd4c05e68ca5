import type { Plugin } from 'vite';

/** The brand typeface's file: its name before Vite's content hash (see brand-font.css). */
export const BRAND_FONT_FILE = 'archivo-latin-wght-normal';
/** The web app manifest: the name the phone shows under the icon, and the crest as that icon. */
export const MANIFEST_FILE = 'manifest.webmanifest';

/** The hashed file name the build gave the brand font, or undefined when it is not in the bundle. */
export function brandFontAsset(fileNames: Iterable<string>): string | undefined {
  const pattern = new RegExp(`(^|/)${BRAND_FONT_FILE}-[A-Za-z0-9_-]{8,}\\.woff2$`);
  for (const fileName of fileNames) if (pattern.test(fileName)) return fileName;
  return undefined;
}

/** The manifest's JSON: the crest's PNGs (shell/public/icons) and the brand colours. */
export function webManifest(productName: string): string {
  const icon = (size: number) => ({
    src: `/icons/tjas-crest-${size}.png`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose: 'any',
  });
  return `${JSON.stringify(
    {
      name: productName,
      short_name: productName,
      description: `De ledensite van ${productName}: evenementen, inschrijvingen en meldingen.`,
      id: '/',
      lang: 'nl',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#eef2f6',
      theme_color: '#0b4f8a',
      icons: [
        icon(192),
        icon(512),
        { src: '/icons/tjas-crest.svg', sizes: 'any', type: 'image/svg+xml' },
        // On the brand colour with a margin: Android cuts it to its launcher's shape.
        { src: '/icons/tjas-crest-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    null,
    2,
  )}\n`;
}

/**
 * The brand's files around the bundle: a `<link rel=preload>` for the brand font with the name
 * Vite hashed it to (the browser would otherwise find the font only after the CSS and the first
 * text, and swap it in late), and the web app manifest with the product's name.
 */
export function brandAssets(productName: string): Plugin {
  return {
    name: 'tjas-brand-assets',
    configureServer(server) {
      server.middlewares.use(`/${MANIFEST_FILE}`, (_request, response) => {
        response.setHeader('Content-Type', 'application/manifest+json');
        response.end(webManifest(productName));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: MANIFEST_FILE, source: webManifest(productName) });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const font = brandFontAsset(Object.keys(context.bundle));
        if (!font) throw new Error(`De merkletter (${BRAND_FONT_FILE}) zit niet in de build: geen preload mogelijk.`);
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
