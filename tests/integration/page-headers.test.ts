import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

// The pages' policy names where the site's code lives by host. Behind a reverse proxy the host
// PocketBase sees may be the proxy's; the site's public URL (its app URL) is named too, so the
// pages keep their scripts. A host header that is not a plain host cannot write into the policy.

let pb: TestPocketBase;
beforeAll(async () => {
  pb = await startTestPocketBase();
  await pb.admin.settings.update({ meta: { appURL: 'https://leden.tjas.example' } });
});
afterAll(() => pb?.stop());

/** The page's script sources, asked with `host` in the Host header (fetch would not send it). */
function scriptSources(host?: string): Promise<string[]> {
  const url = new URL(`${pb.url}/evenementen`);
  return new Promise((resolve, reject) => {
    const asked = request(
      { host: url.hostname, port: url.port, path: url.pathname, headers: host ? { Host: host } : {} },
      (response) => {
        response.resume();
        const policy = String(response.headers['content-security-policy'] ?? '');
        resolve((/script-src ([^;]*)/.exec(policy)?.[1] ?? '').split(' '));
      },
    );
    asked.on('error', reject);
    asked.end();
  });
}

describe('the pages\u2019 script sources', () => {
  it('name the host asked for and the public URL\u2019s host, at the code paths only', async () => {
    const own = new URL(pb.url).host;
    expect(await scriptSources()).toEqual([
      `${own}/assets/`,
      `${own}/sections/`,
      'leden.tjas.example/assets/',
      'leden.tjas.example/sections/',
    ]);
  });

  it('leave out a host header that would write into the policy', async () => {
    const sources = await scriptSources('evil.example;script-src');
    expect(sources).toEqual(['leden.tjas.example/assets/', 'leden.tjas.example/sections/']);
  });
});
