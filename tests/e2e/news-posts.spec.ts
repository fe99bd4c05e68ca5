import { expect, test } from '@playwright/test';
import { openAs } from './support.ts';

// The committee that publishes a news post edits and deletes it; the Redactie publishes in its
// own name (#32 item 2). On the 'sport' channel: media.spec counts the 'bestuur' channel's posts.

test('the Redactie publishes in its own name, edits and deletes its post; the Mediacommissie cannot touch it', async ({
  browser,
}) => {
  const title = `Uitglijder van de week ${Date.now()}`;
  const redactie = await (await browser.newContext()).newPage();
  await openAs(redactie, 'redactie@tjas.example', '/media/nieuwskanalen');
  await redactie.getByRole('button', { name: 'Bericht schrijven' }).click();
  const form = redactie.getByRole('form', { name: 'Bericht publiceren' });
  await form.getByLabel('Titel').fill(title);
  await form.getByLabel('Kanaal').selectOption('sport');
  await form.getByLabel('Bericht').fill('Wie viel er bij de start? De voorzitter.');
  await expect(form.getByLabel('Namens').locator('option')).toHaveText(['Redactie']);
  await form.getByRole('button', { name: 'Publiceren' }).click();
  const post = redactie.getByRole('article', { name: title });
  await expect(post).toContainText('namens Redactie');

  // Another committee that publishes sees the post but cannot change it.
  const media = await (await browser.newContext()).newPage();
  await openAs(media, 'media@tjas.example', '/media/nieuwskanalen');
  await expect(media.getByRole('article', { name: title })).toBeVisible();
  await expect(media.getByRole('article', { name: title }).getByRole('button')).toHaveCount(0);

  await post.getByRole('button', { name: `Bewerken: ${title}` }).click();
  const editing = redactie.getByRole('form', { name: 'Bericht bewerken' });
  await expect(editing.getByLabel('Bericht')).toHaveText('Wie viel er bij de start? De voorzitter.');
  const changed = `${title} (bijgewerkt)`;
  await editing.getByLabel('Titel').fill(changed);
  await editing.getByLabel('Bericht').fill('Wie viel er bij de start? De penningmeester.');
  await editing.getByRole('button', { name: 'Opslaan' }).click();
  await expect(redactie.getByText(`“${changed}” is opgeslagen.`)).toBeVisible();
  const edited = redactie.getByRole('article', { name: changed });
  await expect(edited).toContainText('penningmeester');
  await expect(edited).toContainText('namens Redactie');

  await edited.getByRole('button', { name: `Verwijderen: ${changed}` }).click();
  const asking = redactie.getByRole('dialog', { name: 'Bericht verwijderen?' });
  await expect(asking).toContainText(`“${changed}” verdwijnt van de nieuwskanalen.`);
  await asking.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(redactie.getByText(`“${changed}” is verwijderd.`)).toBeVisible();
  await expect(redactie.getByRole('article', { name: changed })).toHaveCount(0);
  await media.reload();
  // Once the list is there (the demo posts show), the deleted post is not in it.
  await expect(media.getByTestId('news-posts').getByRole('article').first()).toBeVisible();
  await expect(media.getByRole('article', { name: changed })).toHaveCount(0);
});
