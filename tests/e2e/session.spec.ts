import { expect, test } from '@playwright/test';
import { logIn, openAs } from './support.ts';

test('a logged-out visitor is sent to /login and comes back to the page asked for', async ({ page }) => {
  await page.goto('/evenementen?van=test');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('Inloggen - Tjas');
  await page.getByLabel('E-mailadres of gebruikersnaam').fill('sport');
  await page.getByLabel('Wachtwoord').fill('tjas-demo-2026');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/evenementen\?van=test$/);
  await expect(page.getByRole('heading', { name: 'Evenementen', level: 1 })).toBeVisible();
});

test('login sets the pb_auth cookie and local storage as specified; logout clears both', async ({ page, context }) => {
  await logIn(page, 'lid@tjas.example');
  const before = Date.now() / 1000;
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'pb_auth');
  expect(cookie).toBeDefined();
  expect(cookie).toMatchObject({ path: '/', secure: true, sameSite: 'Strict', httpOnly: false });
  expect(cookie!.expires).toBeGreaterThan(before + 604_800 - 60);
  expect(cookie!.expires).toBeLessThan(before + 604_800 + 60);
  const stored = await page.evaluate(() => window.localStorage.getItem('pocketbase_auth'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ record: { email: 'lid@tjas.example' } });

  await page.getByTestId('current-user').click(); // the account menu
  await page.getByRole('link', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await context.cookies()).find((candidate) => candidate.name === 'pb_auth')).toBeUndefined();
  expect(await page.evaluate(() => window.localStorage.getItem('pocketbase_auth'))).toBeNull();

  // Logged out for real: the account is closed again, and logging in lands on / not on logout.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-mailadres of gebruikersnaam').fill('lid@tjas.example');
  await page.getByLabel('Wachtwoord').fill('tjas-demo-2026');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/account$/);
});

test('a wrong password gets a Dutch message and keeps what was typed', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByText('Vul je e-mailadres of gebruikersnaam in.')).toBeVisible();
  await expect(page.getByText('Vul je wachtwoord in.')).toBeVisible();
  await page.getByLabel('E-mailadres of gebruikersnaam').fill('lid@tjas.example');
  await page.getByLabel('Wachtwoord').fill('fout-wachtwoord');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('alert')).toContainText('combinatie');
  await expect(page.getByLabel('E-mailadres of gebruikersnaam')).toHaveValue('lid@tjas.example');
  await expect(page).toHaveURL(/\/login$/);
});

test('a logged-in member who opens the login pages goes to /', async ({ page }) => {
  await openAs(page, 'lid', '/login');
  await expect(page).toHaveURL(/\/evenementen\/$/);
  await page.goto('/login/vergeten');
  await expect(page).toHaveURL(/\/evenementen\/$/);
});

test('a stored session the server refuses at start-up is cleared', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => {
    const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const token = `${encode({ alg: 'HS256' })}.${encode({ exp, type: 'auth', id: 'nep' })}.vervalst`;
    window.localStorage.setItem('pocketbase_auth', JSON.stringify({ token, record: { id: 'nep' } }));
  });
  await page.goto('/evenementen');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('pocketbase_auth'))).toBeNull();
});

test('a valid session survives a reload (refreshed at start-up)', async ({ page }) => {
  await logIn(page, 'media');
  const first = await page.evaluate(() => JSON.parse(window.localStorage.getItem('pocketbase_auth') ?? '{}').token);
  await page.goto('/account');
  await expect(page.getByTestId('my-committees')).toContainText('Mediacommissie');
  const second = await page.evaluate(() => JSON.parse(window.localStorage.getItem('pocketbase_auth') ?? '{}').token);
  expect(second).toBeTruthy();
  expect(first).toBeTruthy();
});

test('too many login attempts get a clear Dutch message', async ({ page }) => {
  // The limit itself is PocketBase's (tests/integration/auth-hardening.test.ts); here its answer.
  await page.route(/\/api\/collections\/users\/auth-with-password/, (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ status: 429, message: 'Too Many Requests.', data: {} }),
    }),
  );
  await page.goto('/login');
  await page.getByLabel('E-mailadres of gebruikersnaam').fill('lid');
  await page.getByLabel('Wachtwoord').fill('raden-maar');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('alert')).toHaveText('Te veel pogingen. Wacht even en probeer het opnieuw.');
});
