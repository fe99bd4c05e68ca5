import { expect, test } from '@playwright/test';
import { openAs } from './support.ts';

// Pictures inside a news post (#32): the editor's "Afbeelding" button picks a file, the site's
// dialog asks its description, the picture is uploaded and put at the cursor; members see it in
// the post with that description. On the 'sport' channel: media.spec counts 'bestuur'.

/** A real PNG of 16 by 9 pixels, made for this test. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAJCAYAAAA7KqwyAAAAJ0lEQVR4AaXBAQEAIAyAME4a0xnRaj4E25z7PoFEEkkkkUQSSSTRAl+WAmVEo8RuAAAAAElFTkSuQmCC',
  'base64',
);
const DESCRIPTION = 'Het damesteam met de beker op het ijs';

test('a publisher puts a described picture in a post; a member sees it in the post with that description', async ({
  page,
}) => {
  const title = `Foto in bericht ${Date.now()}`;
  await openAs(page, 'redactie@tjas.example', '/media/nieuwskanalen');
  await page.getByRole('button', { name: 'Bericht schrijven' }).click();
  const form = page.getByRole('form', { name: 'Bericht publiceren' });
  await form.getByLabel('Titel').fill(title);
  await form.getByLabel('Kanaal').selectOption('sport');
  const editor = form.getByRole('textbox', { name: 'Bericht' });
  await editor.click();
  await page.keyboard.type('Kampioen! ');
  const toolbar = form.getByRole('toolbar', { name: 'Opmaak' });
  const choose = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    const chooser = page.waitForEvent('filechooser');
    await toolbar.getByRole('button', { name: 'Afbeelding' }).click();
    await (await chooser).setFiles(file);
  };

  // Not a picture: said at the toolbar, nothing asked or sent, the text stays.
  await choose({ name: 'verslag.txt', mimeType: 'text/plain', buffer: Buffer.from('geen foto') });
  await expect(form.getByRole('alert')).toHaveText('De afbeelding moet een JPG, PNG of WebP zijn.');
  const dialog = page.getByRole('dialog', { name: 'Afbeelding invoegen' });
  await expect(dialog).toBeHidden();

  // A file that says it is a PNG but is none: the server refuses it; the dialog says so in Dutch.
  await choose({ name: 'kapot.png', mimeType: 'image/png', buffer: Buffer.from('geen foto') });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Korte beschrijving').fill('Kapot');
  await dialog.getByRole('button', { name: 'Invoegen' }).click();
  await expect(dialog.getByRole('alert')).toContainText('De afbeelding is niet opgeslagen');
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(dialog).toBeHidden();
  await expect(editor).toContainText('Kampioen!');
  await expect(editor.locator('img')).toHaveCount(0);

  // The picture: its description is asked first (required), then it is uploaded and inserted.
  await choose({ name: 'beker.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Invoegen' }).click();
  await expect(dialog.getByText('Beschrijf kort wat er op de afbeelding te zien is')).toBeVisible();
  await dialog.getByLabel('Korte beschrijving').fill(DESCRIPTION);
  await dialog.getByRole('button', { name: 'Invoegen' }).click();
  await expect(dialog).toBeHidden();
  const inEditor = editor.getByRole('img', { name: DESCRIPTION });
  await expect(inEditor).toHaveAttribute(
    'src',
    /^\/api\/files\/news_images\/[a-z0-9]{15}\/beker_\w+\.png\?thumb=1200x0$/,
  );
  await expect(editor).toContainText('Kampioen!');
  // The dialog gives the focus back to the text after it closes: typed before that, the first
  // letters went elsewhere ("Kampioen! olgende." in one run).
  await expect(editor).toBeFocused();
  await page.keyboard.type('Op naar de volgende.');
  await form.getByRole('button', { name: 'Publiceren' }).click();
  await expect(page.getByText(`“${title}” is gepubliceerd.`)).toBeVisible();

  // A member sees the post with the picture, its description and its size (no jump as it loads).
  await openAs(page, 'lid@tjas.example', '/media/nieuwskanalen');
  const post = page.getByRole('article', { name: title });
  const picture = post.getByRole('img', { name: DESCRIPTION });
  await expect(picture).toHaveAttribute(
    'src',
    /^\/api\/files\/news_images\/[a-z0-9]{15}\/beker_\w+\.png\?thumb=1200x0$/,
  );
  await expect(picture).toHaveAttribute('width', '16');
  await expect(picture).toHaveAttribute('height', '9');
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect(await picture.evaluate((image) => getComputedStyle(image).maxWidth)).toBe('100%');
  await expect(post).toContainText('Kampioen!');
  await expect(post).toContainText('Op naar de volgende.');
});
