import { expect, test } from '@playwright/test';
import { trackRequests } from './quiet-network.ts';
import { openAs } from './support.ts';

// The news editor (TipTap on ProseMirror, #32) is loaded only when a post is written: the news
// list, which every member opens, does not carry it, nor does any other page.

test('the news list loads no editor code; writing a post fetches it then', async ({ page }) => {
  const network = trackRequests(page);
  const scripts: Promise<{ url: string; editor: boolean }>[] = [];
  page.on('response', (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('javascript')) return;
    // ProseMirror names its editable area "ProseMirror": any file of the editor's code says it.
    scripts.push(response.text().then((text) => ({ url: response.url(), editor: text.includes('ProseMirror') })));
  });
  await openAs(page, 'media@tjas.example', '/media/nieuwskanalen');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await network.quiet(), 'verzoeken die niet eindigen').toEqual([]);
  const onList = await Promise.all(scripts);
  expect(onList.length).toBeGreaterThan(0);
  expect(onList.filter((script) => script.editor).map((script) => script.url)).toEqual([]);

  await page.getByRole('button', { name: 'Bericht schrijven' }).click();
  await expect(page.getByRole('textbox', { name: 'Bericht' })).toBeVisible();
  expect(await network.quiet(), 'verzoeken die niet eindigen').toEqual([]);
  const all = await Promise.all(scripts);
  expect(all.slice(onList.length).some((script) => script.editor)).toBe(true);
});
