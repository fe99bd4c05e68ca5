import { request } from 'node:http';
import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_FIXTURES, fixtureContext } from './support/collection-fixtures.ts';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

// The pages' policy names where the site's code lives by host: the host of the site's public URL
// (its app URL), never the Host header of the request, which whoever sends it chooses. API
// answers are not kept by any cache; protected files only in the member's own browser.

let pb: TestPocketBase;
beforeAll(async () => {
  pb = await startTestPocketBase({ seeded: true });
  await pb.admin.settings.update({ meta: { appURL: 'https://leden.tjas.example' } });
});
afterAll(() => pb?.stop());

/** The headers of a GET of `path`, asked with `host` in the Host header (fetch would not send it). */
function headersOf(
  path: string,
  host?: string,
  token?: string,
): Promise<Record<string, string | string[] | undefined>> {
  const url = new URL(`${pb.url}${path}`);
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {};
    if (host) headers['Host'] = host;
    if (token) headers['Authorization'] = token;
    const asked = request(
      { host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, headers },
      (response) => {
        response.resume();
        resolve(response.headers);
      },
    );
    asked.on('error', reject);
    asked.end();
  });
}

async function scriptSources(host?: string): Promise<string[]> {
  const policy = String((await headersOf('/evenementen', host))['content-security-policy'] ?? '');
  return (/script-src ([^;]*)/.exec(policy)?.[1] ?? '').split(' ');
}

describe('the pages\u2019 script sources', () => {
  it('name the public URL\u2019s host, at the code paths only, not the host asked for', async () => {
    expect(await scriptSources()).toEqual(['leden.tjas.example/assets/', 'leden.tjas.example/sections/']);
  });

  it('are the same whatever Host a request names', async () => {
    for (const host of ['evil.example', 'evil.example;script-src', '127.0.0.1:1', 'leden.tjas.example.evil.example'])
      expect(await scriptSources(host), host).toEqual(['leden.tjas.example/assets/', 'leden.tjas.example/sections/']);
  });
});

describe('the pages\u2019 worker sources', () => {
  it('allow only the site\u2019s own service worker at the root of its public host', async () => {
    const policy = String((await headersOf('/evenementen', 'evil.example'))['content-security-policy'] ?? '');
    expect(/worker-src ([^;]*)/.exec(policy)?.[1]).toBe('leden.tjas.example/sw.js');
  });
});

describe('cache headers', () => {
  it('keep every API answer out of every cache (no-store), for members, visitors and errors', async () => {
    const lid = await pb.member('lid@tjas.example', DEMO_PASSWORD);
    for (const path of [
      '/api/collections/events/records',
      '/api/collections/users/records',
      `/api/collections/users/records/${lid.authStore.record!.id}`,
      '/api/collections/nope/records',
      '/api/onbekend',
      '/api/health',
    ]) {
      expect((await headersOf(path, undefined, lid.authStore.token))['cache-control'], path).toBe('no-store');
      expect((await headersOf(path))['cache-control'], `${path} (bezoeker)`).toBe('no-store');
    }
  });

  it('let only the member\u2019s own browser keep a protected file', async () => {
    const lid = await pb.member('lid@tjas.example', DEMO_PASSWORD);
    const document = await COLLECTION_FIXTURES.documents.fixture(await fixtureContext(pb.admin, lid));
    const url = lid.files.getURL(document, String(document['file']), { token: await lid.files.getToken() });
    const { pathname, search } = new URL(url);
    const headers = await headersOf(`${pathname}${search}`);
    expect(headers['content-type']).toMatch(/application\/pdf/);
    expect(String(headers['cache-control'])).toMatch(/^private, /);
    expect(String(headers['cache-control'])).not.toMatch(/public/);
  });
});
