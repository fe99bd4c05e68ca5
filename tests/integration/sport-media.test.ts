import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import { demoImage } from '@tjas/backend/demo-images';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seasonOf } from '../../remotes/sport/src/features/sport/lib/season.ts';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

let pb: TestPocketBase;
let lid: PocketBase;
let sport: PocketBase;
let media: PocketBase;
let lidId: string;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

beforeAll(async () => {
  pb = await startTestPocketBase({ seeded: true });
  lid = await pb.member('lid@tjas.example', DEMO_PASSWORD);
  sport = await pb.member('sport@tjas.example', DEMO_PASSWORD);
  media = await pb.member('media@tjas.example', DEMO_PASSWORD);
  lidId = lid.authStore.record!.id;
});
afterAll(() => pb?.stop());

describe('results', () => {
  it('derive the season from the date and record who added them', async () => {
    const result = await sport.collection('results').create({
      skater: lidId,
      competition: 'Gruno Bokaal',
      date: '2026-01-17 12:00:00.000Z',
      distance: 1500,
      time: 11234,
    });
    expect(result['season']).toBe('2025-2026');
    expect(result['added_by']).toBe(sport.authStore.record!.id);
    const autumn = await sport.collection('results').update(result.id, { date: '2025-10-04 12:00:00.000Z' });
    expect(autumn['season']).toBe('2025-2026');
    const spring = await sport.collection('results').update(result.id, { date: '2025-03-01 12:00:00.000Z' });
    expect(spring['season']).toBe('2024-2025');
  });

  it('turn the season at midnight in Amsterdam, as the sport section does', async () => {
    for (const date of ['2025-06-30 21:59:00.000Z', '2025-06-30 22:30:00.000Z', '2026-01-01 00:30:00.000Z']) {
      const result = await sport
        .collection('results')
        .create({ skater: lidId, competition: `Grensgeval ${date}`, date, distance: 500, time: 4400 });
      expect(result['season'], date).toBe(seasonOf(new Date(date.replace(' ', 'T'))));
    }
    expect(seasonOf(new Date('2025-06-30T22:30:00Z'))).toBe('2025-2026');
  });

  it.each([
    ['a date in the future', { date: new Date(Date.now() + 3 * 86_400_000).toISOString() }, 'date'],
    ['a negative time', { time: -5 }, 'time'],
    ['a time that is not whole hundredths', { time: 12.5 }, 'time'],
    ['no skater', { skater: '' }, 'skater'],
    ['an over-long competition name', { competition: 'x'.repeat(201) }, 'competition'],
    ['a ranking of zero', { ranking: 0.5 }, 'ranking'],
  ])('refuses %s with a field error and stores nothing', async (_case, change, field) => {
    const before = (await pb.admin.collection('results').getList(1, 1)).totalItems;
    const error = await sport
      .collection('results')
      .create({ skater: lidId, competition: 'Kraantje Lek', date: daysAgo(2), distance: 500, time: 4012, ...change })
      .catch((reason: unknown) => reason);
    expect(error).toMatchObject({ status: 400, response: { data: { [field]: {} } } });
    expect((await pb.admin.collection('results').getList(1, 1)).totalItems).toBe(before);
  });

  it('are listed newest first, 30 per page, filterable by season and distance', async () => {
    const page = await lid.collection('results').getList(1, 30, { sort: '-date', filter: 'distance = 500' });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((result) => result['distance'] === 500)).toBe(true);
    const dates = page.items.map((result) => String(result['date']));
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});

describe('material and videos', () => {
  it('refuse more available than there are', async () => {
    await expect(sport.collection('material').create({ name: 'Noren', total: 2, available: 3 })).rejects.toMatchObject({
      status: 400,
      response: { data: { available: { message: 'Er kunnen niet meer stuks beschikbaar zijn dan er zijn.' } } },
    });
  });

  it('need a link or a file, and a link must be a web link', async () => {
    await expect(sport.collection('videos').create({ title: 'Zonder video' })).rejects.toMatchObject({
      status: 400,
      response: { data: { url: {} } },
    });
    await expect(
      sport.collection('videos').create({ title: 'Rare link', url: 'javascript:alert(1)' }),
    ).rejects.toMatchObject({ status: 400 });
    const form = new FormData();
    form.set('title', 'Met bestand');
    form.set(
      'file',
      new Blob([new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112, 109, 112, 52, 50])], { type: 'video/mp4' }),
      'uitleg.mp4',
    );
    const video = await sport.collection('videos').create(form);
    expect(video['file']).toMatch(/\.mp4$/);
  });
});

describe('photos', () => {
  it('are protected: served with a member\u2019s file token only, thumbs included', async () => {
    const photo = (await lid.collection('photos').getList(1, 1)).items[0]!;
    const url = (token?: string, thumb?: string) =>
      lid.files.getURL(photo, photo['image'], { ...(token ? { token } : {}), ...(thumb ? { thumb } : {}) });
    expect((await fetch(url())).status).toBe(404);
    const token = await lid.files.getToken();
    const full = await fetch(url(token));
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('image/png');
    expect((await fetch(url(token, '400x300'))).status).toBe(200);
    expect((await fetch(url('niet.een.token'))).status).toBe(404);
  });

  it('refuse files that are not images and files over 10 MB', async () => {
    const album = await media.collection('albums').create({ title: 'Testalbum', date: daysAgo(1) });
    const upload = (blob: Blob, name: string) => {
      const form = new FormData();
      form.set('album', album.id);
      form.set('image', blob, name);
      return media.collection('photos').create(form);
    };
    // Markup is no photo: refused by its content (lib/file-content.js), before the field's type list.
    await expect(
      upload(new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }), 'x.svg'),
    ).rejects.toMatchObject({
      status: 400,
      response: { data: { image: { code: 'invalid_file_content' } } },
    });
    // A real file of a kind the site takes elsewhere, but not in this field: the field's type list.
    await expect(
      upload(new Blob([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }), 'x.pdf'),
    ).rejects.toMatchObject({
      status: 400,
      response: { data: { image: { code: 'validation_invalid_mime_type' } } },
    });
    const big = new Uint8Array(10 * 1024 * 1024 + 10);
    big.set(demoImage({ width: 4, height: 4, from: [0, 0, 0], to: [9, 9, 9] }));
    await expect(upload(new Blob([big], { type: 'image/png' }), 'groot.png')).rejects.toMatchObject({
      status: 400,
      response: { data: { image: { code: 'validation_file_size_limit' } } },
    });
    expect((await media.collection('photos').getList(1, 1, { filter: `album = "${album.id}"` })).totalItems).toBe(0);
  });

  it('go when their album is deleted', async () => {
    const album = await media.collection('albums').create({ title: 'Weg ermee', date: daysAgo(1) });
    const form = new FormData();
    form.set('album', album.id);
    form.set(
      'image',
      new Blob([new Uint8Array(demoImage({ width: 4, height: 4, from: [0, 0, 0], to: [9, 9, 9] }))], {
        type: 'image/png',
      }),
      'a.png',
    );
    await media.collection('photos').create(form);
    await media.collection('albums').delete(album.id);
    expect((await pb.admin.collection('photos').getList(1, 1, { filter: `album = "${album.id}"` })).totalItems).toBe(0);
  });
});

describe('news posts', () => {
  it('are signed with the author\u2019s committee that may publish, never another or their own name', async () => {
    const signed = await media
      .collection('news_posts')
      .create({ title: 'Nieuw album', body: '<p>Kijk!</p>', channel: 'algemeen', on_behalf_of: 'mediacommissie ' });
    expect(signed).toMatchObject({ signed_as: 'Mediacommissie', author: media.authStore.record!.id });
    // A committee that is not theirs (or cannot publish) is refused, not quietly replaced by their username.
    await expect(
      media
        .collection('news_posts')
        .create({ title: 'Persoonlijk', body: '<p>Hoi</p>', channel: 'algemeen', on_behalf_of: 'Bestuur' }),
    ).rejects.toMatchObject({
      status: 400,
      response: { message: 'Kies namens welke van je commissies je dit bericht publiceert.' },
    });
    // Without a name: their (first) committee that publishes.
    const unnamed = await media
      .collection('news_posts')
      .create({ title: 'Zonder naam', body: '<p>Hoi</p>', channel: 'sport' });
    expect(unnamed['signed_as']).toBe('Mediacommissie');
  });

  it('are published by the Redactie in its own name, and edited and deleted by that committee only (#32)', async () => {
    const redactie = await pb.member('redactie@tjas.example', DEMO_PASSWORD);
    const post = await redactie.collection('news_posts').create({
      title: 'Uitglijder van de week',
      body: '<p>Wie viel er <script>alert(1)</script>bij de start?</p>',
      channel: 'algemeen',
      on_behalf_of: 'Redactie',
    });
    expect(post).toMatchObject({ signed_as: 'Redactie', author: redactie.authStore.record!.id });
    expect(post['body']).not.toContain('<script>');

    // Another publishing committee, and members without one, neither change nor delete it.
    for (const other of [media, sport, lid]) {
      await expect(other.collection('news_posts').update(post.id, { title: 'Overgenomen' })).rejects.toMatchObject({
        status: 404,
      });
      await expect(other.collection('news_posts').delete(post.id)).rejects.toMatchObject({ status: 404 });
    }
    // The Redactie edits it, still sanitised; who wrote it and in whose name stay.
    const edited = await redactie.collection('news_posts').update(post.id, {
      title: 'Uitglijder van de maand',
      body: '<p>Bijgewerkt <img src=x onerror=alert(1)></p>',
    });
    expect(edited).toMatchObject({ title: 'Uitglijder van de maand', signed_as: 'Redactie' });
    expect(edited['body']).not.toMatch(/onerror|<img/);
    for (const body of [
      { signed_as: 'Bestuur' },
      { committee: media.authStore.record!['committees'][0] },
      { author: lidId },
    ])
      await expect(redactie.collection('news_posts').update(post.id, body)).rejects.toMatchObject({ status: 404 });
    expect((await pb.admin.collection('news_posts').getOne(post.id))['signed_as']).toBe('Redactie');

    await redactie.collection('news_posts').delete(post.id);
    await expect(pb.admin.collection('news_posts').getOne(post.id)).rejects.toMatchObject({ status: 404 });
  });

  it('are not published by a committee without the right, and the song stays the Mediacommissie\u2019s', async () => {
    await expect(
      sport.collection('news_posts').create({ title: 'Training', body: '<p>Hoi</p>', channel: 'sport' }),
    ).rejects.toMatchObject({ status: 400 });
    const redactie = await pb.member('redactie@tjas.example', DEMO_PASSWORD);
    const song = await pb.admin.collection('media_pages').getFirstListItem('slug = "tjaslied"');
    await expect(redactie.collection('media_pages').update(song.id, { title: 'Ander lied' })).rejects.toMatchObject({
      status: 404,
    });
  });
});
