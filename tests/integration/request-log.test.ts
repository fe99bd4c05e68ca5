import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

// PocketBase's request log keeps the requests that failed or were refused, not a row per
// successful one (pb_hooks/request-middleware.pb.js); TJAS_REQUEST_LOG=all logs every request again.

/** The log rows of requests whose address holds `marker`, once the last one (refused) is written. */
async function loggedWith(pb: TestPocketBase, marker: string): Promise<string[]> {
  // PocketBase writes its log in batches, 3 seconds after the last row it was given.
  for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
    const rows = await pb.admin.logs.getList(1, 50, { filter: `data.url ~ "${marker}"` });
    const urls = rows.items.map((row) => String(row.data['url']));
    if (urls.some((url) => url.includes('geweigerd'))) return urls.sort();
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Geen logregel met ${marker} na 15 s`);
}

async function succeedAndFail(pb: TestPocketBase, marker: string): Promise<void> {
  const headers = { Authorization: pb.admin.authStore.token };
  const ok = await fetch(`${pb.url}/api/collections/users/records?perPage=1&${marker}=gelukt`, { headers });
  expect(ok.status).toBe(200);
  const missing = await fetch(`${pb.url}/api/collections/bestaat_niet/records?${marker}=fout`, { headers });
  expect(missing.status).toBe(404);
  // A refusal the site writes as its answer (lib/request-guards.js), not as an error.
  const unreadable = await fetch(`${pb.url}/api/collections/users/records?${marker}=geweigerd`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '[1]',
  });
  expect(unreadable.status).toBe(400);
}

const FAILED = '/api/collections/bestaat_niet/records?logproef=fout';
const REFUSED = '/api/collections/users/records?logproef=geweigerd';
const SUCCEEDED = '/api/collections/users/records?perPage=1&logproef=gelukt';

describe.each([
  {
    setting: 'by default',
    env: {} as Record<string, string>,
    keeps: 'failed and refused requests, not a successful one',
    kept: [FAILED, REFUSED],
  },
  {
    setting: 'with TJAS_REQUEST_LOG=all',
    env: { TJAS_REQUEST_LOG: 'all' },
    keeps: 'every request',
    kept: [FAILED, REFUSED, SUCCEEDED],
  },
])('the request log $setting', ({ env, keeps, kept }) => {
  let pb: TestPocketBase;
  beforeAll(async () => {
    pb = await startTestPocketBase({ env });
  });
  afterAll(() => pb?.stop());

  it(`keeps ${keeps}`, async () => {
    await succeedAndFail(pb, 'logproef');
    expect(await loggedWith(pb, 'logproef')).toEqual(kept);
  });
});
