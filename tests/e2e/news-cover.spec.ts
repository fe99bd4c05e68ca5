import { expect, test } from '@playwright/test';
import { API, apiToken, openAs } from './support.ts';

// A news post's cover picture (#32, news and photos): chosen in the editor, refused in Dutch at
// the field when it is not a picture (and by the server too), shown as PocketBase's 16:9 thumb
// in a box of fixed size on the list. On the 'sport' channel: media.spec counts 'bestuur'.

/** A real PNG of 16 by 9 pixels, made for this test. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAJCAYAAAA7KqwyAAAAJ0lEQVR4AaXBAQEAIAyAME4a0xnRaj4E25z7PoFEEkkkkUQSSSTRAl+WAmVEo8RuAAAAAElFTkSuQmCC',
  'base64',
);

test('the demo posts show their drawn covers as thumbs in a 16:9 box; a post without one shows none', async ({
  page,
}) => {
  const thumbs: number[] = [];
  page.on('response', (response) => {
    if (/\/api\/files\/.+\?thumb=640x360$/.test(response.url())) thumbs.push(response.status());
  });
  await openAs(page, 'lid@tjas.example', '/media/nieuwskanalen');
  const withCover = page.getByRole('article', { name: 'Natuurijs in zicht!' });
  const cover = withCover.getByTestId('news-cover');
  await expect(cover).toHaveAttribute('src', /\/api\/files\/.+\?thumb=640x360$/);
  await expect(cover).toHaveAttribute('loading', 'lazy');
  await cover.scrollIntoViewIfNeeded();
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(640);
  // The box is 16:9 by its width, picture or not yet: nothing below it moves when it arrives.
  const box = (await cover.boundingBox())!;
  expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
  expect(thumbs.length).toBeGreaterThan(0);
  expect(thumbs.every((status) => status === 200)).toBe(true);
  await expect(
    page.getByRole('article', { name: 'Aanmelden Kerstdiner geopend' }).getByTestId('news-cover'),
  ).toHaveCount(0);
});

test('a committee adds a cover to its post; a wrong file gets a Dutch error, in the form and from the server', async ({
  page,
}) => {
  const title = `Omslag bij bericht ${Date.now()}`;
  await openAs(page, 'media@tjas.example', '/media/nieuwskanalen');
  await page.getByRole('button', { name: 'Bericht schrijven' }).click();
  const form = page.getByRole('form', { name: 'Bericht publiceren' });
  await form.getByLabel('Titel').fill(title);
  await form.getByLabel('Kanaal').selectOption('sport');
  await form.getByLabel('Bericht').fill('Een bericht met een foto erboven.');
  const cover = form.getByLabel('Omslagfoto (optioneel)');
  await cover.setInputFiles({ name: 'notities.txt', mimeType: 'text/plain', buffer: Buffer.from('geen foto') });
  await form.getByRole('button', { name: 'Publiceren' }).click();
  await expect(form.getByText('De omslagfoto moet een JPG, PNG of WebP zijn.')).toBeVisible();
  await expect(cover).toHaveAttribute('aria-invalid', 'true');

  // Too large: refused before it is sent (5 MB is the collection's limit).
  await cover.setInputFiles({ name: 'groot.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await form.getByRole('button', { name: 'Publiceren' }).click();
  await expect(form.getByText(/De omslagfoto is groter dan 5 MB; kies een kleinere\./)).toBeVisible();

  await cover.setInputFiles({ name: 'ijsbaan.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: 'Publiceren' }).click();
  await expect(page.getByText(`“${title}” is gepubliceerd.`)).toBeVisible();
  const post = page.getByRole('article', { name: title });
  await expect(post.getByTestId('news-cover')).toHaveAttribute('src', /\/ijsbaan_\w+\.png\?thumb=640x360$/);

  // The server refuses what is not a picture too, whatever the browser did.
  const token = await apiToken('media@tjas.example');
  const found = (await (
    await fetch(
      `${API}/collections/news_posts/records?filter=${encodeURIComponent(`title = "${title}"`)}&fields=id,cover`,
      { headers: { Authorization: token } },
    )
  ).json()) as { items: { id: string; cover: string }[] };
  const saved = found.items[0]!;
  expect(saved.cover).toMatch(/^ijsbaan_\w+\.png$/);
  const body = new FormData();
  body.set('cover', new Blob(['geen foto'], { type: 'text/plain' }), 'notities.txt');
  const refused = await fetch(`${API}/collections/news_posts/records/${saved.id}`, {
    method: 'PATCH',
    headers: { Authorization: token },
    body,
  });
  expect(refused.status).toBe(400);

  // Its committee drops the cover again when editing.
  await post.getByRole('button', { name: `Bewerken: ${title}` }).click();
  const editing = page.getByRole('form', { name: 'Bericht bewerken' });
  await editing.getByLabel('Huidige omslagfoto weghalen').check();
  await editing.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText(`“${title}” is opgeslagen.`)).toBeVisible();
  await expect(page.getByRole('article', { name: title }).getByTestId('news-cover')).toHaveCount(0);
});
