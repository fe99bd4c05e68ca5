import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { logInOnDevServer } from './support.ts';

// `pnpm dev`: the shell with hot reload against a running site (here the end-to-end server). Its
// federation options differ from the build's, so it is started for real once.
const DEV_URL = 'http://127.0.0.1:5198';
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  server = spawn('npx', ['vite', '--configLoader', 'runner', '--port', '5198', '--strictPort', '--host', '127.0.0.1'], {
    cwd: 'shell',
    env: { ...process.env, TJAS_BACKEND: 'http://127.0.0.1:8097' },
    stdio: 'ignore',
    detached: true,
  });
  await expect
    .poll(
      () =>
        fetch(DEV_URL).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 45_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
});

test('the dev server runs the shell, logs in and mounts a built section', async ({ page }) => {
  test.setTimeout(90_000);
  await logInOnDevServer(page, DEV_URL);
  await page.goto(`${DEV_URL}/evenementen`);
  await expect(page.getByTestId('events-upcoming')).toBeVisible({ timeout: 30_000 });
});
