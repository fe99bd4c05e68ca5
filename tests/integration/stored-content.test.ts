import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import { COLLECTION_ACCESS, type CollectionName } from '@tjas/permissions/collection-access';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_FIXTURES, startWithAdminMember, type FixtureContext } from './support/collection-fixtures.ts';
import type { TestPocketBase } from './support/test-pocketbase.ts';

// What members write is stored harmless, not only shown harmless: rich text is cleaned on save
// in every editor field, and text that goes into calendar files cannot start a line of its own.

let pb: TestPocketBase;
let admin: PocketBase;
let context: FixtureContext;

beforeAll(async () => {
  ({ pb, admin, context } = await startWithAdminMember());
});
afterAll(() => pb?.stop());

const HOSTILE =
  '<p onclick="steal()">Hallo <b>leden</b><script>alert(1)</script><img src=x onerror=alert(1)>' +
  '<a href="javascript:alert(1)">klik</a><a href="https://tjas.example/x">site</a><iframe src="//kwaad.example"></iframe>' +
  '<style>body{display:none}</style><svg onload=alert(1)></svg></p>';
const FORBIDDEN = [
  /<script/i,
  /onclick/i,
  /onerror/i,
  /onload/i,
  /javascript:/i,
  /<img/i,
  /<iframe/i,
  /<style/i,
  /<svg/i,
  /alert\(1\)<\/script/i,
];

describe('rich text', () => {
  it('is cleaned when it is saved, in every editor field of every collection', async () => {
    const collections = await pb.admin.collections.getFullList();
    const stored: string[] = [];
    for (const schema of collections) {
      const name = schema.name as CollectionName;
      if (!(name in COLLECTION_ACCESS)) continue;
      for (const field of schema.fields.filter((entry) => entry['type'] === 'editor')) {
        const key = field['name'] as string;
        const record =
          COLLECTION_ACCESS[name].create.length > 0
            ? await admin.collection(name).create({
                ...(await COLLECTION_FIXTURES[name].createBody(context, context.ownerId, 'bestuur')),
                [key]: HOSTILE,
              })
            : await admin
                .collection(name)
                .update((await COLLECTION_FIXTURES[name].fixture(context)).id, { [key]: HOSTILE });
        const value = (await pb.admin.collection(name).getOne(record.id))[key] as string;
        stored.push(`${name}.${key}`);
        for (const pattern of FORBIDDEN) expect(value, `${name}.${key}`).not.toMatch(pattern);
        expect(value, `${name}.${key}`).toContain('<b>leden</b>');
        expect(value, `${name}.${key}`).toContain('<a href="https://tjas.example/x">site</a>');
      }
    }
    expect(stored).toEqual(expect.arrayContaining(['news_posts.body', 'media_pages.body']));
  });
});

describe('calendar feeds', () => {
  it('escape every line break in titles and locations, a bare carriage return included', async () => {
    const event = await pb.admin.collection('events').create({
      title: 'Borrel\rLOCATION:Ergens anders',
      location: 'Hok\r\nDESCRIPTION:nep\nX',
      start: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      organiser: context.committeeId('Activiteitencommissie'),
    });
    const lid = await pb.member('lid@tjas.example', DEMO_PASSWORD);
    await lid.collection('signups').create({ event: event.id, user: lid.authStore.record!.id });
    const { url } = await lid.send<{ url: string }>('/api/tjas/agenda-link', { method: 'POST' });
    const feed = await (await fetch(`${pb.url}${new URL(url).pathname}`)).text();
    // Lines end in CRLF only; no other CR or LF is left to start a property of its own.
    expect(feed.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = feed.split('\r\n');
    expect(lines.filter((line) => line.startsWith('LOCATION:Ergens') || line.startsWith('DESCRIPTION:nep'))).toEqual(
      [],
    );
    expect(lines).toContain('SUMMARY:Borrel\\nLOCATION:Ergens anders');
  });
});
