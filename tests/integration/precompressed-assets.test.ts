import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { request, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSiteDir } from '../fixtures/section-bundle.ts';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

// The shell's build leaves a zopfli .gz beside each hashed script and style sheet
// (shell/build/precompressed-assets.ts); the server sends that copy as it is to a browser that
// takes gzip, and the file itself to one that does not (lib/precompressed-assets.js).

// Large and hard to compress: Go's server names the length of a short answer itself, however
// it was written, so only a copy of some KB shows whether the server names it.
const CODE = `export const greeting = ${JSON.stringify('hallo '.repeat(400) + randomBytes(12_000).toString('base64'))};\n`;
const STYLE = `.card { color: red; }\n`.repeat(200);
// Not the server's own compression of the file (level 1 of zlib), so the test sees which it got.
const CODE_GZ = gzipSync(CODE, { level: 1 });

let pb: TestPocketBase;
let siteDir: string;
beforeAll(async () => {
  siteDir = await testSiteDir();
  await mkdir(join(siteDir, 'assets/shared'), { recursive: true });
  await writeFile(join(siteDir, 'assets/index-Ab12Cd34.js'), CODE);
  await writeFile(join(siteDir, 'assets/index-Ab12Cd34.js.gz'), CODE_GZ);
  await writeFile(join(siteDir, 'assets/shared/tjas-ui-Ef56Gh78.js'), CODE);
  await writeFile(join(siteDir, 'assets/shared/tjas-ui-Ef56Gh78.js.gz'), CODE_GZ);
  await writeFile(join(siteDir, 'assets/members.module-D7bjHchp.js'), CODE);
  await writeFile(join(siteDir, 'assets/members.module-D7bjHchp.js.gz'), CODE_GZ);
  await writeFile(join(siteDir, 'assets/index-Ij90Kl12.css'), STYLE);
  await writeFile(join(siteDir, 'assets/index-Ij90Kl12.css.gz'), gzipSync(STYLE, { level: 1 }));
  // A build of before this change: no copy.
  await writeFile(join(siteDir, 'assets/older-Mn34Op56.js'), CODE);
  // A copy beside a file that is not a hashed asset is not sent.
  await writeFile(join(siteDir, 'notes.js'), CODE);
  await writeFile(join(siteDir, 'notes.js.gz'), gzipSync('alert(1)'));
  pb = await startTestPocketBase({ publicDir: siteDir });
});
afterAll(async () => {
  await pb?.stop();
  if (siteDir) await rm(siteDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The answer to `path` as it came over the wire (not decompressed). */
function fetchRaw(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const url = new URL(`${pb.url}${path}`);
  return new Promise((resolve, reject) => {
    const asked = request({ host: url.hostname, port: url.port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    asked.on('error', reject);
    asked.end();
  });
}

const GZIP = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };

describe('a hashed script of the shell', () => {
  it('goes to a browser that takes gzip as the build compressed it, with the headers of the file itself', async () => {
    const [copy, plain] = await Promise.all([
      fetchRaw('/assets/index-Ab12Cd34.js', GZIP),
      fetchRaw('/assets/index-Ab12Cd34.js'),
    ]);
    expect(copy.status).toBe(200);
    expect(copy.headers['content-encoding']).toBe('gzip');
    expect(copy.body.equals(CODE_GZ), 'the .gz byte for byte, not compressed again').toBe(true);
    expect(gunzipSync(copy.body).toString()).toBe(CODE);
    expect(copy.headers['content-length']).toBe(String(CODE_GZ.length));
    expect(copy.headers['vary']).toContain('Accept-Encoding');
    for (const header of ['content-type', 'cache-control', 'x-content-type-options', 'content-security-policy'])
      expect(copy.headers[header], header).toBe(plain.headers[header]);
    expect(copy.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(copy.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('goes as the file itself to a client that does not take gzip', async () => {
    const plain = await fetchRaw('/assets/index-Ab12Cd34.js', { 'Accept-Encoding': 'br' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(CODE);
  });

  it('answers a HEAD as it would the GET, without a body', async () => {
    const head = await fetchRaw('/assets/index-Ab12Cd34.js', GZIP, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(head.headers['content-length']).toBe(String(CODE_GZ.length));
    expect(head.body.length).toBe(0);
  });

  it('answers a range with that part of the copy', async () => {
    const part = await fetchRaw('/assets/index-Ab12Cd34.js', { ...GZIP, Range: 'bytes=0-9' });
    expect(part.status).toBe(206);
    expect(part.headers['content-encoding']).toBe('gzip');
    expect(part.headers['content-length']).toBe('10');
    expect(part.body.equals(CODE_GZ.subarray(0, 10))).toBe(true);
  });

  it('is sent from a folder under assets (the shared packages), for a name with a dot and a style sheet alike', async () => {
    const shared = await fetchRaw('/assets/shared/tjas-ui-Ef56Gh78.js', GZIP);
    expect(shared.body.equals(CODE_GZ)).toBe(true);
    const dotted = await fetchRaw('/assets/members.module-D7bjHchp.js', GZIP);
    expect(dotted.body.equals(CODE_GZ)).toBe(true);
    const style = await fetchRaw('/assets/index-Ij90Kl12.css', GZIP);
    expect(style.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(gunzipSync(style.body).toString()).toBe(STYLE);
    expect(style.body.equals(await readFile(join(siteDir, 'assets/index-Ij90Kl12.css.gz')))).toBe(true);
  });

  it('without a copy is compressed on the fly as before', async () => {
    const older = await fetchRaw('/assets/older-Mn34Op56.js', GZIP);
    expect(older.status).toBe(200);
    expect(older.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(older.body).toString()).toBe(CODE);
  });
});

describe('a .gz beside anything else', () => {
  it('is never sent in place of the file', async () => {
    const notes = await fetchRaw('/notes.js', GZIP);
    expect(gunzipSync(notes.body).toString()).toBe(CODE);
  });
});
