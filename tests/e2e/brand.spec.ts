import { expect, test, type Page } from '@playwright/test';
import { API, logIn, waitForContent, waitForMail } from './support.ts';

// The association's identity (#32): the crest in the header, as the app icon and in the mails;
// the brand typeface, self-hosted and preloaded; the phone's tab bar with an icon above every
// label, whole at 320 px. Contrast in both themes is axe's, in member-page-walk.spec.ts.

const FONT_FILE = /^\/assets\/archivo-latin-wght-normal-[\w-]{8,}\.woff2$/;

test('the header shows the crest as an image named after the association, linking to the start page', async ({
  page,
}) => {
  await logIn(page, 'lid');
  const crest = page.getByRole('banner').getByRole('img', { name: 'Tjas' });
  await expect(crest).toBeVisible();
  expect(await crest.evaluate((element) => element.tagName.toLowerCase())).toBe('svg');
  // The word beside it is for the eye: the link is named once, "Tjas".
  await expect(page.getByRole('banner').getByRole('link', { name: 'Tjas', exact: true })).toHaveAttribute('href', '/');
  const box = (await crest.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(32);
});

test('the member’s initials in the header stand in a circle of their own, not brand on brand', async ({ page }) => {
  await logIn(page, 'lid');
  const header = page.getByRole('banner');
  const initials = header.getByTestId('current-user').locator('[data-initials]');
  await expect(initials).toHaveAttribute('data-initials', 'LL');
  const fill = await initials.evaluate((element) => getComputedStyle(element).backgroundColor);
  const around = await header.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(fill).not.toBe(around);
});

/** The path the page preloads its font from, checked to be a link the browser can use. */
async function preloadedFont(page: Page): Promise<string> {
  const preload = page.locator('head link[rel="preload"][as="font"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute('type', 'font/woff2');
  // A font is always fetched in CORS mode: a preload without crossorigin would be fetched twice.
  await expect(preload).toHaveAttribute('crossorigin', '');
  const href = (await preload.getAttribute('href'))!;
  expect(href).toMatch(FONT_FILE);
  return href;
}

test('the text is in the brand typeface, loaded once from the preloaded file the site serves', async ({
  page,
  request,
}) => {
  await logIn(page, 'lid');
  await waitForContent(page);
  const href = await preloadedFont(page);

  // The policy lets fonts come only from where the site's own files are.
  const policy = (await request.get('/evenementen')).headers()['content-security-policy']!;
  const host = new URL(page.url()).host;
  expect(/font-src ([^;]*)/.exec(policy)?.[1]?.split(' ')).toEqual([`${host}/assets/`, `${host}/sections/`]);

  const font = await request.get(href);
  expect(font.status()).toBe(200);
  expect((await font.body()).subarray(0, 4).toString('latin1')).toBe('wOF2');
  expect(font.headers()['cache-control']).toContain('immutable');

  const used = await page.evaluate(async () => {
    await document.fonts.ready;
    const faces = [...document.fonts].filter((face) => face.family.replace(/["']/g, '') === 'Archivo');
    return {
      loaded: faces.some((face) => face.status === 'loaded'),
      check: document.fonts.check('1rem Archivo'),
      body: getComputedStyle(document.body).fontFamily,
      heading: getComputedStyle(document.querySelector('h1')!).fontFamily,
      downloads: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => new URL(entry.name).pathname),
    };
  });
  expect(used.loaded).toBe(true);
  expect(used.check).toBe(true);
  expect(used.body).toMatch(/^"?Archivo"?,/);
  expect(used.heading).toMatch(/^"?Archivo"?,/);
  // The preload is the download the text uses: one file, once.
  expect(used.downloads).toEqual([href]);
});

test('the app icons and the manifest are served: the crest as favicon, home-screen icon and in the manifest', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  const icons = {
    svg: await page.locator('head link[rel="icon"][type="image/svg+xml"]').getAttribute('href'),
    touch: await page.locator('head link[rel="apple-touch-icon"]').getAttribute('href'),
    manifest: await page.locator('head link[rel="manifest"]').getAttribute('href'),
  };
  const svg = await request.get(icons.svg!);
  expect(svg.status()).toBe(200);
  expect(await svg.text()).toMatch(/^<svg [^>]*aria-label="Tjas"/);
  const touch = await request.get(icons.touch!);
  expect(touch.headers()['content-type']).toBe('image/png');

  const manifest = (await (await request.get(icons.manifest!)).json()) as {
    name: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest.name).toBe('Tjas');
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type'], icon.src).toContain(icon.type);
  }
});

test('a mail shows the crest as a PNG from the site’s own address', async ({ request }) => {
  const email = 'acquisitie@tjas.example';
  const reset = await fetch(`${API}/collections/users/request-password-reset`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(reset.status).toBe(204);
  const mail = (await waitForMail(email, 0, 'Nieuw wachtwoord')) as { html?: string };
  const src = /<img src="([^"]+)"/.exec(mail.html ?? '')?.[1];
  expect(src).toBe('http://127.0.0.1:8097/icons/tjas-crest-96.png');
  const image = await request.get(src!);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
});

/** For each item the bar shows: its label, and where its icon and its label are. */
async function barItems(page: Page) {
  return page.getByRole('navigation', { name: 'Hoofdmenu' }).evaluate((bar) =>
    [...bar.querySelectorAll<HTMLElement>(':scope > ul > li')]
      .filter((item) => item.getBoundingClientRect().width > 0)
      .map((item) => {
        // An icon is a Lucide drawing from the page's symbols, in the text colour (icons.module.css),
        // not an image: each SVG image costs the browser a document of its own (icon-sprite-plugin.ts).
        const icon = [...item.querySelectorAll<SVGSVGElement>('svg[data-icon]')].find((element) => {
          const use = element.querySelector('use');
          const symbol = document.querySelector(use?.getAttribute('href') ?? 'none');
          const style = getComputedStyle(element);
          return (
            symbol?.tagName === 'symbol' &&
            symbol.children.length > 0 &&
            // It draws: the symbol's shapes have a size where the icon refers to them.
            use!.getBBox().width > 0 &&
            style.maskImage === 'none' &&
            style.backgroundImage === 'none'
          );
        });
        const label = [...item.querySelectorAll<HTMLElement>('span')].find(
          (span) => !span.classList.contains('tj-visually-hidden') && span.innerText.trim() !== '',
        );
        return {
          label: label?.innerText.trim() ?? '',
          icon: icon ? (icon.getBoundingClientRect().toJSON() as DOMRect) : null,
          iconColour: icon ? getComputedStyle(icon).stroke : '',
          labelColour: label ? getComputedStyle(label).color : '',
          labelBox: label ? label.getBoundingClientRect().toJSON() : null,
          cut: label ? label.scrollWidth > label.clientWidth : true,
          item: item.getBoundingClientRect().toJSON(),
        };
      }),
  );
}

for (const width of [375, 320]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 700 } });

    test('every bottom bar item is an icon above its whole label, all five within the screen', async ({ page }) => {
      await logIn(page, 'lid');
      await waitForContent(page);
      const items = await barItems(page);
      expect(items.map((item) => item.label)).toEqual(['Evenementen', 'Sport', 'Media', 'Webshop', 'Meer']);
      for (const item of items) {
        expect(item.icon, item.label).not.toBeNull();
        expect(item.iconColour, item.label).toBe(item.labelColour);
        expect(item.icon!.width, item.label).toBeGreaterThanOrEqual(20);
        expect(item.icon!.bottom, item.label).toBeLessThanOrEqual(item.labelBox!.top + 1);
        expect(item.cut, `${item.label} is afgekapt`).toBe(false);
        expect(item.item.left).toBeGreaterThanOrEqual(0);
        expect(item.item.right).toBeLessThanOrEqual(width);
        expect(item.item.height).toBeGreaterThanOrEqual(44);
      }
      // The symbols they draw from take no room: an <svg> the eye should not see is 300 x 150 px
      // unless it is not displayed, and at the page's end it moved as the page filled (CLS).
      const sprite = page.locator('svg[data-icon-sprite]');
      await expect(sprite).toHaveCount(1);
      expect(await sprite.evaluate((element) => element.getBoundingClientRect().toJSON())).toMatchObject({
        width: 0,
        height: 0,
      });
      // Where the system forces its own colours, the icons take the forced colour of their words.
      await page.emulateMedia({ forcedColors: 'active' });
      for (const item of await barItems(page)) expect(item.iconColour, item.label).toBe(item.labelColour);
      // The current area is marked for screen readers too, not by colour alone.
      await expect(
        page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Evenementen' }),
      ).toHaveAttribute('aria-current', 'page');
    });
  });
}
