import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import { demoImage } from '@tjas/backend/demo-images';
import { newsImageSrc } from '../../packages/schema/src/rules/rich-text.cjs';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

// Pictures inside news posts (#32): uploaded by who may publish, kept in a post's text only as
// this site's address of such a picture, and removed by the hourly job once no text uses them
// for a day (pb_hooks/news-images.pb.js, lib/news-images.js).

let pb: TestPocketBase;
let redactie: PocketBase;
let media: PocketBase;
let committees: Map<string, string>;

beforeAll(async () => {
  pb = await startTestPocketBase({ seeded: true });
  redactie = await pb.member('redactie@tjas.example', DEMO_PASSWORD);
  media = await pb.member('media@tjas.example', DEMO_PASSWORD);
  committees = new Map((await pb.admin.collection('committees').getFullList()).map((c) => [c['name'], c.id]));
});
afterAll(() => pb?.stop());

let seed = 0;
/** A real picture of `width` x `height`, as a member picks it (each another, under its own name). */
const picture = (width = 40, height = 30, name = `kampioenen-${seed + 1}.png`) =>
  new File(
    [new Uint8Array(demoImage({ width, height, from: [10, 60, 120], to: [200, 220, 255], seed: ++seed }))],
    name,
    {
      type: 'image/png',
    },
  );

const upload = (member: PocketBase, file = picture()) => member.collection('news_images').create({ image: file });
const address = (image: RecordModel) => newsImageSrc(image.id, image['image'] as string);
const imageTag = (image: RecordModel) =>
  `<img src="${address(image)}" alt="Het team met de beker" width="40" height="30">`;
/** The address's path and query on this test server. */
const fetchFile = (src: string) => fetch(`${pb.url}${src}`);

describe('uploading a picture for a news post', () => {
  it('is for who may publish: in the name of their publishing committee', async () => {
    const image = await upload(redactie);
    expect(image['committee']).toBe(committees.get('Redactie'));
    // Another committee cannot be named: the server sets it.
    const named = await media
      .collection('news_images')
      .create({ image: picture(), committee: committees.get('Bestuur') });
    expect(named['committee']).toBe(committees.get('Mediacommissie'));
    // The 1200-wide thumb the editor puts in a post is served.
    const response = await fetchFile(address(image));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\//);
  });

  it('is refused to a member without the right to publish, and to a visitor', async () => {
    for (const login of ['lid', 'sport', 'kleding', 'daan.de.vries']) {
      const member = await pb.member(`${login}@tjas.example`, DEMO_PASSWORD);
      await expect(upload(member), login).rejects.toMatchObject({ status: 400 });
    }
    await expect(upload(pb.client())).rejects.toMatchObject({ status: 400 });
    expect(
      (
        await pb.admin
          .collection('news_images')
          .getList(1, 1, { filter: `committee.name != "Redactie" && committee.name != "Mediacommissie"` })
      ).totalItems,
    ).toBe(0);
  });

  it('refuses what is no JPG, PNG or WebP, or larger than 5 MB', async () => {
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'x.svg', {
      type: 'image/svg+xml',
    });
    await expect(upload(redactie, svg)).rejects.toMatchObject({ status: 400 });
    const big = new Uint8Array(5 * 1024 * 1024 + 1024);
    big.set(demoImage({ width: 4, height: 4, from: [0, 0, 0], to: [9, 9, 9] }));
    await expect(upload(redactie, new File([big], 'groot.png', { type: 'image/png' }))).rejects.toMatchObject({
      status: 400,
    });
  });

  it('is removed by its own committee only', async () => {
    const image = await upload(redactie);
    await expect(media.collection('news_images').delete(image.id)).rejects.toMatchObject({ status: 404 });
    await expect(media.collection('news_images').update(image.id, { image: picture() })).rejects.toMatchObject({
      status: 403,
    });
    await redactie.collection('news_images').delete(image.id);
    await expect(pb.admin.collection('news_images').getOne(image.id)).rejects.toMatchObject({ status: 404 });
  });
});

describe('a picture in a saved post', () => {
  it("stays when it is this site's news picture with a description", async () => {
    const image = await upload(redactie);
    const body = `<p>De beker is binnen!</p>${imageTag(image)}<p>Proost.</p>`;
    const post = await redactie
      .collection('news_posts')
      .create({ title: 'Kampioenen', body, channel: 'algemeen', on_behalf_of: 'Redactie' });
    expect(post['body']).toBe(body);
    const edited = await redactie.collection('news_posts').update(post.id, { body: `${body}<p>Nog één.</p>` });
    expect(edited['body']).toBe(`${body}<p>Nog één.</p>`);
  });

  it('is stripped whole when it comes from anywhere else, or has no description', async () => {
    const image = await upload(redactie);
    const foreign = [
      '<img src="https://evil.example/pixel.png" alt="Foto">',
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="Foto">',
      `<img src="/api/files/users/${image.id}/${image['image'] as string}" alt="Foto">`,
      `<img src="${address(image)}">`,
      `<img src="${address(image)}" alt="Foto" onerror="alert(1)">`,
    ];
    for (const tag of foreign) {
      const post = await redactie
        .collection('news_posts')
        .create({ title: 'Vreemde foto', body: `<p>a</p>${tag}<p>b</p>`, channel: 'algemeen' });
      expect(post['body'], tag).toBe('<p>a</p><p>b</p>');
      // The same on a change, and for the admin's dashboard (every save is cleaned).
      const changed = await pb.admin.collection('news_posts').update(post.id, { body: `<p>c</p>${tag}` });
      expect(changed['body'], tag).toBe('<p>c</p>');
    }
  });
});

describe('the hourly removal of unused pictures', () => {
  /** Makes a picture look uploaded two days ago (the API cannot set `created`). */
  const age = (image: RecordModel) =>
    pb.admin.send('/api/sql', {
      method: 'POST',
      body: {
        query: `UPDATE news_images SET created = '${new Date(Date.now() - 48 * 3600_000).toISOString().replace('T', ' ')}' WHERE id = '${image.id}'`,
      },
    });

  it('removes pictures older than a day that no post or page uses, and keeps the rest', async () => {
    const unused = await upload(media);
    const inPost = await upload(media);
    const inPage = await upload(media);
    const fresh = await upload(media);
    for (const image of [unused, inPost, inPage]) await age(image);
    await media
      .collection('news_posts')
      .create({ title: 'Met foto', body: `<p>Kijk</p>${imageTag(inPost)}`, channel: 'sport' });
    const song = await pb.admin.collection('media_pages').getFirstListItem('slug = "tjaslied"');
    await pb.admin.collection('media_pages').update(song.id, { body: `${song['body'] as string}${imageTag(inPage)}` });

    // As the schedule would run it (PocketBase runs the job beside the request: wait for it).
    await pb.admin.crons.run('tjas-news-images-cleanup');
    await expect
      .poll(() =>
        pb.admin
          .collection('news_images')
          .getOne(unused.id)
          .then(
            () => 200,
            (error: { status: number }) => error.status,
          ),
      )
      .toBe(404);
    expect((await fetchFile(address(unused))).status).toBe(404);
    for (const kept of [inPost, inPage, fresh]) {
      await expect(pb.admin.collection('news_images').getOne(kept.id)).resolves.toMatchObject({ id: kept.id });
      expect((await fetchFile(address(kept))).status).toBe(200);
    }
  });
});
