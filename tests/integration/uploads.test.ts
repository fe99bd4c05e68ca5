import { loadHook } from '@tjas/backend/load-hook';
import { COLLECTION_ACCESS, type CollectionName } from '@tjas/permissions/collection-access';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_FIXTURES, startWithAdminMember, type FixtureContext } from './support/collection-fixtures.ts';
import type { TestPocketBase } from './support/test-pocketbase.ts';

// An upload never becomes code on the site's own origin. Every file field of every collection
// gets files whose name and content disagree (a GIF named .js, .mjs, .css, .html, .svg), real
// scripts, markup and SVG, and a PDF named .png: content the site accepts is stored under a
// name whose extension agrees with it and served as that type, with nosniff; scripts, markup
// and text are refused in every field.

let pb: TestPocketBase;
let admin: PocketBase; // a member of an admin committee: may write every collection
let context: FixtureContext;

const text = (value: string) => Uint8Array.from(new TextEncoder().encode(value));
const join = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((part) => [...part]));
/** A GIF header that is also valid JavaScript: `GIF89a/*...*\/=1;...`. */
const POLYGLOT = join(
  text('GIF89a/*'),
  Uint8Array.from([0x01, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00]),
  text('*/=1;window.__pwned=1;//'),
);
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const PDF = text('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** What each upload is, and the extensions a stored name may then have (none: it must be refused). */
const UPLOADS: { name: string; bytes: Uint8Array<ArrayBuffer>; extensions: string[] }[] = [
  ...['g.js', 'g.mjs', 'g.css', 'g.html', 'g.svg'].map((name) => ({ name, bytes: POLYGLOT, extensions: ['gif'] })),
  { name: 'x.js', bytes: text('window.__pwned = 1;'), extensions: [] },
  { name: 'x.html', bytes: text('<!doctype html><script>window.__pwned = 1</script>'), extensions: [] },
  {
    name: 'x.svg',
    bytes: text('<svg xmlns="http://www.w3.org/2000/svg"><script>window.__pwned = 1</script></svg>'),
    extensions: [],
  },
  { name: 'x.pdf', bytes: text('#!/usr/bin/env node\nwindow.__pwned = 1;'), extensions: [] },
  { name: 'doc.png', bytes: PDF, extensions: ['pdf'] },
  { name: 'foto.png', bytes: PNG, extensions: ['png'] },
];
const RUNNABLE = /javascript|ecmascript|css|svg|html|xml/i;

beforeAll(async () => {
  ({ pb, admin, context } = await startWithAdminMember());
});
afterAll(() => pb?.stop());

function form(body: Record<string, unknown> | FormData): FormData {
  if (body instanceof FormData) return body;
  const data = new FormData();
  for (const [key, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? value : [value])
      data.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
  }
  return data;
}

/** Saves `file` in `field` the way a member would: a new record, or a change to one they may edit. */
async function upload(collection: CollectionName, field: string, file: File): Promise<RecordModel> {
  if (collection === 'users')
    return admin.collection('users').update(context.ownerId, form({ [field]: file } as never));
  const fixtures = COLLECTION_FIXTURES[collection];
  if (COLLECTION_ACCESS[collection].create.length > 0) {
    const data = form(await fixtures.createBody(context, context.ownerId, 'bestuur'));
    if (collection === 'submissions') data.set('kind', 'technische-hulp');
    data.delete(field);
    data.set(field, file);
    return admin.collection(collection).create(data);
  }
  const record = await fixtures.fixture(context);
  return admin.collection(collection).update(record.id, form({ [field]: file } as never));
}

const fileCollections = (Object.keys(COLLECTION_ACCESS) as CollectionName[]).filter(
  (name) => COLLECTION_ACCESS[name].create.length > 0 || COLLECTION_ACCESS[name].update.length > 0,
);

describe('uploads', () => {
  it('are refused, or stored and served as what they really are, in every file field', async () => {
    const problems: string[] = [];
    const fileToken = await admin.files.getToken();
    let stored = 0;
    let fields = 0;
    for (const collection of fileCollections) {
      const schema = await pb.admin.collections.getOne(collection);
      for (const field of schema.fields.filter((entry) => entry['type'] === 'file')) {
        fields++;
        for (const { name, bytes, extensions } of UPLOADS) {
          const what = `${collection}.${field['name']} ${name}`;
          const record = await upload(collection, field['name'] as string, new File([bytes], name)).catch(
            (error: { status: number }) => {
              if (error.status !== 400) problems.push(`${what}: ${error.status}`);
              return null;
            },
          );
          if (record && extensions.length === 0) problems.push(`${what}: stored, should be refused`);
          if (!record) continue;
          stored++;
          const value = record[field['name'] as string] as string | string[];
          const storedName = Array.isArray(value) ? value[value.length - 1]! : value;
          const extension = storedName.slice(storedName.lastIndexOf('.') + 1);
          if (!extensions.includes(extension)) problems.push(`${what}: stored as ${storedName}`);
          const response = await fetch(
            `${pb.url}/api/files/${record.collectionId}/${record.id}/${storedName}?token=${fileToken}`,
          );
          const type = response.headers.get('content-type') ?? '';
          if (!response.ok) problems.push(`${what}: served ${response.status}`);
          if (RUNNABLE.test(type)) problems.push(`${what}: served as ${type}`);
          if (response.headers.get('x-content-type-options') !== 'nosniff')
            problems.push(`${what}: served without nosniff`);
        }
      }
    }
    expect(fields).toBeGreaterThanOrEqual(10);
    expect(stored).toBeGreaterThan(10); // images and documents were stored, so their names were checked
    expect(problems).toEqual([]);
  });

  it('are limited to a list of types in every file field (the server\u2019s second check after the content)', async () => {
    for (const collection of await pb.admin.collections.getFullList()) {
      for (const field of collection.fields.filter((entry) => entry['type'] === 'file')) {
        expect((field['mimeTypes'] as string[]).length, `${collection.name}.${field['name']}`).toBeGreaterThan(0);
      }
    }
  });

  it('are checked in every collection with a file field, as rich text is in every one with an editor field', async () => {
    // The two hooks are registered for the collections in their lists only (a hook for every
    // collection holds a JavaScript runtime through every save anywhere): a collection that gets
    // such a field and is not listed would store its uploads or rich text unchecked. A view
    // (the events list's cards) stores nothing: its files are its source's.
    const collections = (await pb.admin.collections.getFullList()).filter((collection) => collection.type !== 'view');
    const unlisted = (type: string, listed: string[]) =>
      collections
        .filter((collection) => collection.fields.some((field) => field['type'] === type))
        .map((collection) => collection.name)
        .filter((name) => !listed.includes(name));
    const { COLLECTIONS_WITH_FILES } = loadHook<{ COLLECTIONS_WITH_FILES: string[] }>('lib/file-content.js');
    const { COLLECTIONS_WITH_RICH_TEXT } = loadHook<{ COLLECTIONS_WITH_RICH_TEXT: string[] }>('lib/clean-html.js');
    expect(unlisted('file', COLLECTIONS_WITH_FILES)).toEqual([]);
    expect(unlisted('editor', COLLECTIONS_WITH_RICH_TEXT)).toEqual([]);
    expect(COLLECTIONS_WITH_FILES).toContain('events');
    expect(COLLECTIONS_WITH_RICH_TEXT).toEqual(expect.arrayContaining(['news_posts', 'media_pages']));
  });

  it('judge a slip-up photo by its content: a PDF named .png is no photo', async () => {
    const data = form(await COLLECTION_FIXTURES.submissions.createBody(context, context.ownerId, 'bestuur'));
    data.set('kind', 'uitglijder');
    data.set('attachment', new File([PDF], 'foto.png'));
    await expect(admin.collection('submissions').create(data)).rejects.toMatchObject({
      status: 400,
      response: { data: { attachment: { message: 'Een uitglijder-foto moet een afbeelding zijn.' } } },
    });
    data.set('attachment', new File([PNG], 'foto.png'));
    await expect(admin.collection('submissions').create(data)).resolves.toMatchObject({ kind: 'uitglijder' });
  });
});
