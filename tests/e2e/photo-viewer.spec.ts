import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { API, apiGet, apiToken, openAs } from './support.ts';

/** Opens the demo album "Clubkampioenschappen" (six photos with captions) and returns its address. */
async function openAlbum(page: Page): Promise<string> {
  await openAs(page, 'daan.de.vries@tjas.example', '/media/fotoalbums');
  await page.getByRole('link', { name: /Clubkampioenschappen/ }).click();
  await expect(page.getByRole('heading', { name: 'Clubkampioenschappen', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Foto’s' }).getByRole('listitem')).toHaveCount(6);
  return page.url();
}

/** The photo named in the address (?foto=), or null. */
function photoInAddress(page: Page): string | null {
  return new URL(page.url()).searchParams.get('foto');
}

test('a photo opens over the whole screen at its own address: reload keeps it, arrows move, back closes it', async ({
  page,
}) => {
  const album = await openAlbum(page);
  await page.getByRole('button', { name: 'Start 500 meter groot bekijken' }).click();
  const viewer = page.getByRole('dialog', { name: 'Start 500 meter (1 van 6)' });
  await expect(viewer).toBeVisible();
  await expect(page).toHaveURL(/\?foto=[a-z0-9]+$/);
  const first = photoInAddress(page);
  expect(await viewer.boundingBox()).toEqual({ x: 0, y: 0, ...page.viewportSize() });
  await expect(viewer.getByRole('button', { name: 'Sluiten' })).toBeFocused();

  // Moving on replaces the address: one history entry per opened photo.
  await page.keyboard.press('ArrowRight');
  const second = page.getByRole('dialog', { name: 'De bocht in (2 van 6)' });
  await expect(second).toBeVisible();
  await expect.poll(() => photoInAddress(page)).not.toBe(first);
  await second.getByRole('button', { name: 'Volgende foto' }).click();
  await expect(page.getByRole('dialog', { name: 'Finish (3 van 6)' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Vorige foto' }).click();
  await expect(second).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft'); // round the end: the last photo
  await expect(page.getByRole('dialog', { name: 'Taart! (6 van 6)' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(second).toBeVisible();
  const secondId = photoInAddress(page);

  await page.reload();
  await expect(second).toBeVisible();
  expect(photoInAddress(page)).toBe(secondId);

  // The phone's back gesture: the photo closes, the album stays, the focus is back on the photo.
  await page.goBack();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(page.url()).toBe(album);
  await expect(page.getByRole('heading', { name: 'Clubkampioenschappen', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'De bocht in groot bekijken' })).toBeFocused();

  // "Sluiten" and Escape go back too, so the album's page is one back from the overview still.
  await page.getByRole('button', { name: 'Finish groot bekijken' }).click();
  await expect(page.getByRole('dialog', { name: 'Finish (3 van 6)' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Sluiten' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(page.url()).toBe(album);
  await expect(page.getByRole('button', { name: 'Finish groot bekijken' })).toBeFocused();
  await page.getByRole('button', { name: 'Taart! groot bekijken' }).click();
  await expect(page.getByRole('dialog', { name: 'Taart! (6 van 6)' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(page.url()).toBe(album);
  await page.goBack();
  await expect(page).toHaveURL(/\/media\/fotoalbums$/);
});

test('an address with ?foto= opens that photo; Escape closes it to the album; an unknown photo shows the album with a note', async ({
  page,
}) => {
  const album = await openAlbum(page);
  await page.getByRole('button', { name: 'Prijsuitreiking groot bekijken' }).click();
  await expect(page.getByRole('dialog', { name: 'Prijsuitreiking (4 van 6)' })).toBeVisible();
  const shared = page.url();

  // A link someone shared: the photo opens at once; Escape (with no click before it) closes it.
  await page.goto(shared);
  await expect(page.getByRole('dialog', { name: 'Prijsuitreiking (4 van 6)' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(page.url()).toBe(album);

  await page.goto(`${album}?foto=bestaatniet123`);
  await expect(page.getByRole('status').filter({ hasText: 'Die foto staat niet (meer) in dit album.' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Foto’s' }).getByRole('listitem')).toHaveCount(6);
  expect(page.url()).toBe(album);
});

test('"Downloaden" saves the original file of the photo shown', async ({ page }) => {
  await openAlbum(page);
  await page.getByRole('button', { name: 'De beker groot bekijken' }).click();
  const viewer = page.getByRole('dialog', { name: 'De beker (5 van 6)' });
  const link = viewer.getByRole('link', { name: 'Downloaden' });
  // PocketBase's ?download (the SDK writes it =true) answers with Content-Disposition: attachment.
  await expect(link).toHaveAttribute('href', /[?&]download=(1|true)(&|$)/);
  await expect(link).toHaveAttribute('href', /[?&]token=/);
  await expect(link).not.toHaveAttribute('href', /thumb=/);
  await expect(link).toHaveAttribute('download');

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const saved = await readFile((await download.path())!);

  // The very file the photo was uploaded as, not the viewer's resized copy.
  const token = await apiToken('daan.de.vries@tjas.example');
  const photo = await apiGet<{ id: string; image: string }>(
    `/collections/photos/records/${photoInAddress(page)}`,
    token,
  );
  expect(download.suggestedFilename()).toBe(photo.image);
  const fileToken = (
    (await (await fetch(`${API}/files/token`, { method: 'POST', headers: { Authorization: token } })).json()) as {
      token: string;
    }
  ).token;
  const original = Buffer.from(
    await (await fetch(`${API}/files/photos/${photo.id}/${photo.image}?token=${fileToken}`)).arrayBuffer(),
  );
  expect(saved.equals(original)).toBe(true);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  /** A finger moving sideways across the photo, as the touch screen reports it (touch, then pointer events). */
  async function swipe(page: Page, fromX: number, toX: number): Promise<void> {
    const stage = (await page.getByTestId('photo-stage').boundingBox())!;
    const y = stage.y + stage.height / 2;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
    for (let step = 1; step <= 5; step++) {
      const x = fromX + ((toX - fromX) * step) / 5;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + step }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  }

  test('the viewer fills the screen and a swipe moves to the next or previous photo', async ({ page }) => {
    await openAlbum(page);
    await page.getByRole('button', { name: 'Start 500 meter groot bekijken' }).click();
    const viewer = page.getByRole('dialog', { name: 'Start 500 meter (1 van 6)' });
    await expect(viewer).toBeVisible();
    expect(await viewer.boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 812 });
    for (const name of ['Vorige foto', 'Volgende foto', 'Sluiten']) {
      await expect(viewer.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
    }
    await expect(viewer.getByRole('link', { name: 'Downloaden' })).toBeInViewport({ ratio: 1 });
    const first = photoInAddress(page);

    await swipe(page, 300, 80);
    await expect(page.getByRole('dialog', { name: 'De bocht in (2 van 6)' })).toBeVisible();
    await expect.poll(() => photoInAddress(page)).not.toBe(first);

    await swipe(page, 200, 180); // too short: a slip of the finger, not a swipe
    await expect(page.getByRole('dialog', { name: 'De bocht in (2 van 6)' })).toBeVisible();

    await swipe(page, 80, 300);
    await expect(page.getByRole('dialog', { name: 'Start 500 meter (1 van 6)' })).toBeVisible();
    expect(photoInAddress(page)).toBe(first);
  });
});
