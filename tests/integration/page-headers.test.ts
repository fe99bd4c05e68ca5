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

/**
 * The headers of a GET of `path`, asked with `host` in the Host header (fetch would not send it),
 * a `token` in the Authorization header, or a `cookie`.
 */
function headersOf(
  path: string,
  host?: string,
  token?: string,
  cookie?: string,
): Promise<Record<string, string | string[] | undefined>> {
  const url = new URL(`${pb.url}${path}`);
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {};
    if (host) headers['Host'] = host;
    if (token) headers['Authorization'] = token;
    if (cookie) headers['Cookie'] = cookie;
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

describe('an album\u2019s page', () => {
  // The media section at its place, as a release writes it (the page's section is the registry's).
  beforeAll(async () => {
    await pb.admin.collection('sections').create({
      name: 'media',
      label: 'Media',
      prefix: '/media',
      version: '1.0.0',
      entry: '/sections/media/1.0.0/section.js',
    });
  });

  const PHOTO_LINK = /<([^>]+)>; rel=preload; as=image; fetchpriority=high/;

  /** The session cookie a login writes (pb_auth), for `client`'s session. */
  const sessionCookie = (client: Awaited<ReturnType<TestPocketBase['member']>>) =>
    `pb_auth=${encodeURIComponent(JSON.stringify({ token: client.authStore.token, record: client.authStore.record }))}`;

  it('preloads its first photo with a file token of the member, and hands the page that token', async () => {
    const lid = await pb.member('lid@tjas.example', DEMO_PASSWORD);
    const album = (await lid.collection('albums').getList(1, 1, { sort: '-date' })).items[0]!;
    const first = (
      await lid.collection('photos').getList(1, 1, { filter: `album = "${album.id}"`, sort: 'position,created' })
    ).items[0]!;
    const headers = await headersOf(`/media/fotoalbums/${album.id}`, undefined, undefined, sessionCookie(lid));
    const link = PHOTO_LINK.exec(String(headers['link'] ?? ''));
    expect(link, String(headers['link'])).not.toBeNull();
    const cookie = [headers['set-cookie'] ?? []].flat().find((value) => value.startsWith('tjas_file_token='));
    expect(cookie).toMatch(/^tjas_file_token=[^;]+; Path=\/media; Max-Age=30; Secure; SameSite=Strict$/);
    const token = /^tjas_file_token=([^;]+)/.exec(cookie!)![1]!;
    // The grid's own address of the photo, with that token: the <img> takes the preloaded answer.
    const grid = new URL(lid.files.getURL(first, first.image, { token, thumb: '400x300' }));
    expect(link![1]).toBe(grid.pathname + grid.search);
    const photo = await fetch(`${pb.url}${link![1]}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toMatch(/^image\//);
    // The member's own file token, and the page is kept by no cache but the member's browser.
    expect(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())).toMatchObject({
      type: 'file',
      id: lid.authStore.record!.id,
    });
    expect(headers['cache-control']).toBe('private, no-cache');

    // An address in other case is the same page to the router; the cookie's path is as asked.
    const other = await headersOf(`/Media/Fotoalbums/${album.id}/`, undefined, undefined, sessionCookie(lid));
    expect(String(other['link'] ?? '')).toMatch(PHOTO_LINK);
    expect([other['set-cookie'] ?? []].flat().join()).toMatch(/^tjas_file_token=[^;]+; Path=\/Media; /);
  });

  it('names nothing for a visitor, a forged, inactive or superuser\u2019s session, an unknown album, or an open photo', async () => {
    const lid = await pb.member('lid@tjas.example', DEMO_PASSWORD);
    const album = (await lid.collection('albums').getList(1, 1, { sort: '-date' })).items[0]!;
    const gone = await pb.admin.collection('users').getFirstListItem('username = "daan.de.vries"');
    const old = await pb.member(gone.email, DEMO_PASSWORD);
    await pb.admin.collection('users').update(gone.id, { inactive: true });
    const forged = `pb_auth=${encodeURIComponent(JSON.stringify({ token: 'niet.echt.token', record: {} }))}`;
    const cases: [string, string, string | undefined][] = [
      ['een bezoeker', `/media/fotoalbums/${album.id}`, undefined],
      ['een vervalste sessie', `/media/fotoalbums/${album.id}`, forged],
      ['een gedeactiveerd lid', `/media/fotoalbums/${album.id}`, sessionCookie(old)],
      // A valid session, but of the superusers: not a member (the photos' rule asks for users).
      ['een beheerder', `/media/fotoalbums/${album.id}`, sessionCookie(pb.admin)],
      ['een onbekend album', '/media/fotoalbums/bestaatnietxxxx', sessionCookie(lid)],
      ['een open foto', `/media/fotoalbums/${album.id}?foto=x`, sessionCookie(lid)],
      ['de albums', '/media/fotoalbums', sessionCookie(lid)],
    ];
    try {
      for (const [who, path, cookie] of cases) {
        const headers = await headersOf(path, undefined, undefined, cookie);
        expect(String(headers['link'] ?? ''), who).not.toMatch(PHOTO_LINK);
        expect(headers['set-cookie'], who).toBeUndefined();
        expect(headers['cache-control'], who).toBe('no-cache');
      }
    } finally {
      await pb.admin.collection('users').update(gone.id, { inactive: false });
    }
  });

  it('follows the photos\u2019 list rule', async () => {
    const lid = await pb.member('lid@tjas.example', DEMO_PASSWORD);
    const album = (await lid.collection('albums').getList(1, 1, { sort: '-date' })).items[0]!;
    const photos = await pb.admin.collections.getOne('photos');
    // Until the next start, which applies the permission table's rules again (access-rules.pb.js).
    await pb.admin.collections.update('photos', { listRule: '@request.auth.committees.admin ?= true' });
    try {
      const headers = await headersOf(`/media/fotoalbums/${album.id}`, undefined, undefined, sessionCookie(lid));
      expect(String(headers['link'] ?? '')).not.toMatch(PHOTO_LINK);
      expect(headers['set-cookie']).toBeUndefined();
    } finally {
      await pb.admin.collections.update('photos', { listRule: photos.listRule });
    }
  });
});
