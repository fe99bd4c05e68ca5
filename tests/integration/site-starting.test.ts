import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import { waitUntilHealthy } from '../../packages/backend/src/upgrade/site-checks.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_HOST, testSiteDir } from '../fixtures/section-bundle.ts';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

// #32 item 11: a member who logged in while `pnpm start` was still releasing the sections got a
// site without them. start.ts names a file (TJAS_STARTING_FILE) that exists until the sections
// are released; meanwhile the server tells members the site is starting, and the maintainer's own
// requests (seeding, releasing) go on.

let pb: TestPocketBase;
let siteDir: string;
let marker: string;

const logIn = () =>
  fetch(`${pb.url}/api/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identity: 'lid@tjas.example', password: DEMO_PASSWORD }),
  });

beforeAll(async () => {
  siteDir = await testSiteDir(TEST_HOST, { shellPages: true });
  marker = join(siteDir, 'tjas-starting');
  await writeFile(marker, 'start\n');
  pb = await startTestPocketBase({ publicDir: siteDir, seeded: true, env: { TJAS_STARTING_FILE: marker } });
  // "Starting" is a 503 on purpose: the answers this file asks for.
  pb.allowServerErrors(/^\/(api\/collections\/users\/auth-with-password|evenementen|login)?$/);
}, 60_000);

afterAll(async () => {
  await pb?.stop();
  await rm(siteDir, { recursive: true, force: true });
});

describe('a site that is still starting', () => {
  it('tells a member who logs in, or opens a page, that it is starting, in Dutch', async () => {
    const login = await logIn();
    expect(login.status).toBe(503);
    expect(login.headers.get('retry-after')).toBe('3');
    expect(((await login.json()) as { message: string }).message).toBe(
      'De site start nog op. Probeer het over een paar seconden opnieuw.',
    );
    for (const path of ['/', '/evenementen', '/login']) {
      const page = await fetch(`${pb.url}${path}`);
      expect(page.status, path).toBe(503);
      const html = await page.text();
      expect(html).toContain('<h1>De site start op</h1>');
      expect(html).toContain('<meta http-equiv="refresh" content="3">'); // it tries again by itself
    }
  });

  it('goes on with the maintainer’s own work and the rest of the API meanwhile', async () => {
    expect((await pb.admin.collection('users').getList(1, 1)).totalItems).toBeGreaterThan(0);
    expect((await fetch(`${pb.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${pb.url}/remotes.json`)).status).toBe(200);
  });

  it('lets members in once the sections are released (the file is gone), and an upgrade waits for that', async () => {
    // upgrade:site under a service manager (TJAS_SITE_START) knows the site runs only from its answers.
    let waited = false;
    const waiting = waitUntilHealthy(pb.url, { exited: () => undefined, ready: () => true }, 20_000).then(() => {
      waited = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(waited).toBe(false);
    await rm(marker);
    await waiting;
    const login = await logIn();
    expect(login.status).toBe(200);
    expect((await fetch(`${pb.url}/login`)).status).toBe(200);
  });
});
