import { expect, test } from '@playwright/test';
import { logIn, waitForContent } from './support.ts';

// One search box for events, news, albums, committees and members, answering as you type.

test('a member finds events, albums, news, committees and members as they type, and each result leads there', async ({
  page,
}) => {
  await logIn(page, 'lid@tjas.example');
  await page.getByRole('link', { name: 'Zoeken' }).click();
  await expect(page).toHaveTitle('Zoeken - Tjas');
  const box = page.getByRole('searchbox', { name: 'Zoek op de site' });
  await expect(box).toBeFocused();
  await expect(page.getByTestId('search-summary')).toHaveText('Typ minstens 2 tekens.');

  // Typed letter by letter: the answer follows, without pressing Enter.
  await box.pressSequentially('Sinterklaas', { delay: 40 });
  const events = page.getByRole('region', { name: /^Evenementen/ });
  await expect(events.getByRole('link', { name: 'Sinterklaasborrel' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: /^Fotoalbums/ }).getByRole('link', { name: 'Sinterklaasborrel' }),
  ).toBeVisible();
  await expect(page.getByTestId('search-summary')).toHaveText(/^\d+ resultaten voor “Sinterklaas”\.$/);
  await expect(page).toHaveURL(/\/zoeken\?q=Sinterklaas$/);

  await events.getByRole('link', { name: 'Sinterklaasborrel' }).click();
  await expect(page).toHaveURL(/\/evenementen\/[a-z0-9]{15}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sinterklaasborrel' })).toBeVisible();
  // Back: the search is still there.
  await page.goBack();
  await expect(box).toHaveValue('Sinterklaas');
  await expect(events.getByRole('link', { name: 'Sinterklaasborrel' })).toBeVisible();

  await box.fill('Kerstdiner geopend');
  await page
    .getByRole('region', { name: /^Nieuws/ })
    .getByRole('link', { name: 'Aanmelden Kerstdiner geopend' })
    .click();
  await expect(page).toHaveURL(/\/media\/nieuwskanalen\?bericht=[a-z0-9]{15}$/);
  const requested = page.getByRole('region', { name: 'Gezocht bericht' });
  await expect(requested.getByRole('heading', { name: 'Aanmelden Kerstdiner geopend' })).toBeVisible();
  await requested.getByRole('link', { name: 'Alle berichten' }).click();
  await expect(page).toHaveURL(/\/media\/nieuwskanalen$/);
  await expect(page.getByRole('region', { name: 'Gezocht bericht' })).toHaveCount(0);

  // A member by name leads to their page in the members' directory (#34).
  await page.goto('/zoeken?q=Sporters');
  const members = page.getByRole('region', { name: /^Leden/ });
  await expect(members.getByRole('listitem').filter({ hasText: 'Sem Sporters' })).toContainText('Sportcommissie');
  // With their face (#32): no photo uploaded, so their initials, not read out beside the name.
  const face = members.getByRole('listitem').filter({ hasText: 'Sem Sporters' }).locator('[data-initials]');
  await expect(face).toHaveAttribute('data-initials', 'SS');
  await members.getByRole('link', { name: 'Sem Sporters' }).click();
  await expect(page).toHaveURL(/\/leden\/[a-z0-9]+$/);
  await expect(page.getByRole('heading', { name: 'Sem Sporters', level: 1 })).toBeVisible();
  await expect(page.getByText('Sportcommissie')).toBeVisible();

  // A committee leads to it on the committees page.
  await page.goto('/zoeken');
  await box.fill('Mediacommissie');
  await page
    .getByRole('region', { name: /^Commissies/ })
    .getByRole('link', { name: 'Mediacommissie' })
    .click();
  await expect(page).toHaveURL(/\/tjas-actief\/commissies#commissie-[a-z0-9-]+$/);
  await waitForContent(page);
  await expect(page.locator(':focus').getByRole('heading', { name: 'Mediacommissie' })).toBeInViewport();

  await page.goto('/zoeken');
  await box.fill('qqxz');
  await expect(page.getByTestId('search-summary')).toHaveText('Niets gevonden voor “qqxz”.');
  await expect(page.getByRole('region')).toHaveCount(0);
});

test('on a phone the search is one tap away in the header', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await logIn(page, 'lid@tjas.example');
  const link = page.getByRole('banner').getByRole('link', { name: 'Zoeken' });
  await expect(link).toBeInViewport();
  const box = await link.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await link.click();
  await page.getByRole('searchbox', { name: 'Zoek op de site' }).pressSequentially('Pannenkoek', { delay: 40 });
  await expect(page.getByRole('link', { name: 'Pannenkoekenavond' })).toBeVisible();
});
