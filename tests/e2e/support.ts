import type {} from '@tjas/federation/singleton-probe';
import { expect, type Page } from '@playwright/test';
import { AUTH_STORAGE_KEY, serializeAuthCookie } from '@tjas/auth';
import { BaseAuthStore, type RecordModel } from 'pocketbase';

export const DEMO_PASSWORD = 'tjas-demo-2026';
export const MAIL_API = 'http://127.0.0.1:8027/messages';
export const API = 'http://127.0.0.1:8097/api';

/**
 * Logs a member in as a reload after a login would find them: the session the API hands out,
 * stored where the site keeps it, then the start page. The login form itself is tested in
 * session.spec.ts and the accessibility and keyboard tests; here it would only cost time.
 */
export async function logIn(page: Page, identity: string, password = DEMO_PASSWORD): Promise<void> {
  await openAs(page, identity, '/', password);
}

/** Logs a member in as `logIn` does and opens `path` as the first page (one page load, not two). */
export async function openAs(page: Page, identity: string, path: string, password = DEMO_PASSWORD): Promise<void> {
  await storeSession(page, identity, password);
  await page.goto(path);
  await expect(page.getByTestId('current-user')).toBeVisible();
}

/**
 * Puts a member's session where the site keeps it without opening a page of the site: the test's
 * own first `page.goto` loads the site once, logged in (for a spec whose every test starts
 * somewhere else, or under its own `page.route`).
 */
export async function storeSession(page: Page, identity: string, password = DEMO_PASSWORD): Promise<void> {
  const { token, record } = await authenticate(identity, password);
  // What a login in the site writes: the PocketBase SDK's LocalAuthStore entry, and the session
  // cookie that the server's page answers read (for their preload links).
  const session = JSON.stringify({ token, record });
  const store = new BaseAuthStore();
  store.save(token, record as RecordModel);
  const cookie = serializeAuthCookie(store);
  // Any small same-origin document gives access to the site's storage before the app runs.
  await page.goto('/remotes.json');
  await page.evaluate(
    ([key, value, sessionCookie]) => {
      window.localStorage.setItem(key, value);
      document.cookie = sessionCookie;
    },
    [AUTH_STORAGE_KEY, session, cookie] as const,
  );
}

/** Logs in through the login form and waits until the site shows the member. */
export async function logInThroughForm(page: Page, identity: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mailadres of gebruikersnaam').fill(identity);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByTestId('current-user')).toBeVisible();
}

/** A member's login as the API answers it: the token and the member's record. */
async function authenticate(identity: string, password: string): Promise<{ token: string; record: unknown }> {
  const response = await fetch(`${API}/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identity, password }),
  });
  expect(response.ok, `inloggen als ${identity}: ${response.status}`).toBe(true);
  const { token, record } = (await response.json()) as { token: string; record: unknown };
  return { token, record };
}

/** A member token straight from the API, for checks that compare the UI with the data. */
export async function apiToken(identity: string, password = DEMO_PASSWORD): Promise<string> {
  return (await authenticate(identity, password)).token;
}

/** The id of the member a token belongs to (its payload's `id`). */
export function memberIdOf(token: string): string {
  return (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { id: string }).id;
}

export async function apiGet<T>(path: string, token: string): Promise<T> {
  const response = await fetch(`${API}${path}`, { headers: { Authorization: token } });
  expect(response.ok).toBe(true);
  return (await response.json()) as T;
}

/** Logs out through /account/uitloggen and waits until the login page is shown. */
export async function logOut(page: Page): Promise<void> {
  await page.goto('/account/uitloggen');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
}

/** Presses Tab until `target` has the focus, as a keyboard-only member would. */
export async function tabTo(page: Page, target: import('@playwright/test').Locator, maxPresses = 80): Promise<void> {
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`niet bereikbaar met Tab: ${target.toString()}`);
}

/** Waits until a page has its content: its h1 is there and no loading state is left. */
export async function waitForContent(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(
    page.locator('[role="status"][aria-label$="…"], p[role="status"]:text-matches("geladen…$")'),
  ).toHaveCount(0);
}

/** A superuser token (the start script's default maintainer account), to set up test data. */
export async function adminToken(): Promise<string> {
  const response = await fetch(`${API}/collections/_superusers/auth-with-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identity: 'beheer@tjas.example', password: 'tjas-beheer-2026' }),
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

export async function apiSend<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${API}${path}`, {
    method,
    headers: { Authorization: token, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${method} ${path}: ${response.status} ${await response.clone().text()}`).toBe(true);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** A date about two years ahead, so test events sort after the demo events. */
export function farFuture(days = 0): string {
  return new Date(Date.now() + (730 + days) * 86_400_000).toISOString();
}

export async function committeeId(name: string, token: string): Promise<string> {
  const filter = encodeURIComponent(`name = "${name}"`);
  return (await apiGet<{ items: { id: string }[] }>(`/collections/committees/records?filter=${filter}`, token))
    .items[0]!.id;
}

/** Whether the shell and a section run with the same React, session store and UI kit. */
export async function sharedWithShell(
  page: Page,
  section: string,
): Promise<{ react: boolean; store: boolean; ui: boolean }> {
  return page.evaluate((name) => {
    const apps = window.__TJAS_APPS__ ?? {};
    return {
      react: apps['shell']?.react === apps[name]?.react,
      store: apps['shell']?.sessionStore === apps[name]?.sessionStore,
      ui: apps['shell']?.ui === apps[name]?.ui,
    };
  }, section);
}

export interface Mail {
  to: string[];
  subject: string;
  text: string;
}

/**
 * The newest mail to `to` in the local mail catcher (with `subject` in its subject, where other
 * tests may mail the same member at the same time), waiting up to ten seconds for it.
 */
export async function waitForMail(to: string, after = 0, subject?: string): Promise<Mail> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const mails = (await (await fetch(MAIL_API)).json()) as Mail[];
    const mail = mails
      .slice(after)
      .reverse()
      .find((candidate) => candidate.to.includes(to) && (!subject || candidate.subject.includes(subject)));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`geen mail voor ${to}`);
}

/** How many mails the catcher holds now, to wait for a newer one with `waitForMail(to, count)`. */
export async function mailCount(): Promise<number> {
  return ((await (await fetch(MAIL_API)).json()) as Mail[]).length;
}

/** The URLs of a `Link` header, with their parameters. */
export function links(header: string | undefined): { url: string; params: string }[] {
  return (header ?? '')
    .split(/,\s*(?=<)/)
    .filter(Boolean)
    .map((link) => {
      const match = /^<([^>]+)>;\s*(.*)$/.exec(link.trim());
      return { url: match![1]!, params: match![2]! };
    });
}

export interface LiveSection {
  name: string;
  label: string;
  prefix: string;
  entry: string;
  version: string;
}

/** The sections live on the e2e site now, as the shell reads them (/remotes.json). */
export async function liveSections(): Promise<LiveSection[]> {
  const response = await fetch(`${API.replace(/\/api$/, '')}/remotes.json`);
  return ((await response.json()) as { sections: LiveSection[] }).sections;
}

/** The live registry entry of one section. */
export async function liveSection(name: string): Promise<LiveSection> {
  const section = (await liveSections()).find((candidate) => candidate.name === name);
  if (!section) throw new Error(`Sectie ${name} staat niet in het register.`);
  return section;
}

/**
 * Logs in as `identity` on a vite dev server at `url`. A cold dev server optimises dependencies
 * on the first load and may reload the page meanwhile, so the login page is tried until it stays.
 */
export async function logInOnDevServer(page: Page, url: string, identity = 'lid'): Promise<void> {
  await expect(async () => {
    await page.goto(`${url}/login`);
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  await page.getByLabel('E-mailadres of gebruikersnaam').fill(identity);
  await page.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByTestId('current-user')).toBeVisible({ timeout: 30_000 });
}

/**
 * Confirms a change that grants power in the shell's password dialog, after checking that it
 * shows the server's description of that change.
 */
export async function confirmWithPassword(page: Page, description: string | RegExp, password = DEMO_PASSWORD) {
  const dialog = page.getByRole('dialog', { name: 'Bevestig met je wachtwoord' });
  await expect(dialog.getByText(description)).toBeVisible();
  await dialog.getByLabel('Wachtwoord').fill(password);
  await dialog.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(dialog).toBeHidden();
}
