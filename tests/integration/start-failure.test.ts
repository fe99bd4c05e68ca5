import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@tjas/backend/pocketbase-process';
import { afterAll, expect, it } from 'vitest';
import { runBackendCommand } from './support/production-site.ts';

// A start that fails once PocketBase is up (here: the demo's pictures cannot be stored, as the
// file storage it is given answers nothing) stops PocketBase again. Left running, it would keep
// telling every member "De site start op" (pb_data/tjas-starting is only removed at the end) with
// no process left to finish the start.

let dataDir = '';
afterAll(() => rm(dataDir, { recursive: true, force: true }));

it('stops PocketBase again when the start fails after PocketBase is up', async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tjas-start-failure-'));
  const [port, smtpPort, httpPort, storagePort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const result = await runBackendCommand('start.ts', [], {
    PORT: String(port),
    PB_DATA_DIR: dataDir,
    PB_RESET: '1',
    SMTP_PORT: String(smtpPort),
    MAIL_HTTP_PORT: String(httpPort),
    TJAS_WATCH_HOOKS: 'false',
    TJAS_FILES_S3_BUCKET: 'demo',
    TJAS_FILES_S3_ENDPOINT: `http://127.0.0.1:${storagePort}`,
    TJAS_FILES_S3_ACCESS_KEY: 'demo',
    TJAS_FILES_S3_SECRET: 'demo-secret',
    TJAS_FILES_S3_FORCE_PATH_STYLE: 'true',
  });
  expect(result.code, result.stdout + result.stderr).not.toBe(0);
  await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
}, 90_000);
