import { escapeMarkup } from '../../lib/escape-markup.ts';

/**
 * The Tjas crest, drawn for the site: a shield with a white rim, a white T standing on a skate's
 * blade in the association's orange. One drawing for the header (an inline SVG, crest.tsx, and
 * in the page's HTML before any script has run, build/first-paint-plugin.ts), the favicon and app
 * icons (an SVG file the build writes, and PNGs rendered from it) and the mails (a PNG of it):
 * change it here and `npx tsx shell/build/render-crest-pngs.ts` renews the PNGs.
 * Its colours are fixed, as a logo's are; the rim keeps it apart from either theme's header.
 */
export const CREST_VIEWBOX = '0 0 64 64';

export interface CrestShape {
  d: string;
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
}

export const CREST_SHAPES: readonly CrestShape[] = [
  // The rim, then the shield inside it.
  { d: 'M32 2 58 9v21c0 16-11 26-26 32C17 56 6 46 6 30V9z', fill: '#ffffff' },
  { d: 'M32 6.2 54.2 12.1V30c0 13.4-9 22-22.2 27.7C18.8 52 9.8 43.4 9.8 30V12.1z', fill: '#0b4f8a' },
  // The T: its bar and its stem, standing on the blade.
  { d: 'M18 14h28v7.5H35.5V42h-7V21.5H18z', fill: '#ffffff' },
  // The blade with its curled-up nose.
  { d: 'M15.5 46H44c4 0 6.5-2.5 6.5-6', stroke: '#fb923c', strokeWidth: 4 },
];

function attributes(shape: CrestShape): string {
  if (shape.stroke)
    return `fill="none" stroke="${shape.stroke}" stroke-width="${shape.strokeWidth ?? 1}" stroke-linecap="round" stroke-linejoin="round"`;
  return `fill="${shape.fill ?? 'none'}"`;
}

/** The crest's shapes as SVG markup, for an `<svg>` with CREST_VIEWBOX. */
export function crestPaths(): string {
  return CREST_SHAPES.map((shape) => `<path d="${shape.d}" ${attributes(shape)}/>`).join('');
}

/** The crest as a standalone SVG document (the favicon, and the source of the PNG icons). */
export function crestSvg(title: string): string {
  const escaped = escapeMarkup(title);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${CREST_VIEWBOX}" role="img" aria-label="${escaped}">` +
    `<title>${escaped}</title>` +
    crestPaths() +
    '</svg>'
  );
}
