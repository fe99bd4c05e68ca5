import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

// Nobody gets in where they do not belong: forged tokens, member credentials on the superuser
// API, and password guessing (rate limit).

let pb: TestPocketBase;
let lid: PocketBase;
let shortLived: PocketBase;

beforeAll(async () => {
  pb = await startTestPocketBase({ seeded: true });
  lid = await pb.member('lid@tjas.example', DEMO_PASSWORD);
  // A session with the shortest token life PocketBase allows (10 s), taken first so that it
  // expires while the other tests run; the last test waits for what is left.
  const users = await pb.admin.collections.getOne('users');
  const authToken = users['authToken'] as { duration: number };
  await pb.admin.collections.update('users', { authToken: { ...authToken, duration: 10 } });
  try {
    shortLived = await pb.member('sport@tjas.example', DEMO_PASSWORD);
  } finally {
    await pb.admin.collections.update('users', { authToken });
  }
});
afterAll(() => pb?.stop());

function withToken(token: string): PocketBase {
  const client = pb.client();
  client.authStore.save(token, null);
  return client;
}

function forge(token: string, change: (payload: Record<string, unknown>) => void): string {
  const [header, payload, signature] = token.split('.');
  const decoded = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
  change(decoded);
  return `${header}.${Buffer.from(JSON.stringify(decoded)).toString('base64url')}.${signature}`;
}

describe('forged tokens', () => {
  it('refuses a token with a tampered signature', async () => {
    const token = lid.authStore.token;
    const tampered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    await expect(withToken(tampered).collection('users').authRefresh()).rejects.toMatchObject({ status: 401 });
  });

  it('refuses a token whose payload names another member or a later expiry', async () => {
    const bestuur = (await pb.admin.collection('users').getFirstListItem('username = "bestuur"')).id;
    const otherId = forge(lid.authStore.token, (payload) => (payload['id'] = bestuur));
    await expect(withToken(otherId).collection('users').authRefresh()).rejects.toMatchObject({ status: 401 });
    const longer = forge(lid.authStore.token, (payload) => (payload['exp'] = Number(payload['exp']) + 86_400 * 365));
    await expect(withToken(longer).collection('users').authRefresh()).rejects.toMatchObject({ status: 401 });
    // And such a token reads nothing a visitor could not.
    expect((await withToken(otherId).collection('board_notes').getList()).totalItems).toBe(0);
  });

  it('refuses a superuser token as a member session and a member token on the superuser API', async () => {
    await expect(withToken(pb.admin.authStore.token).collection('users').authRefresh()).rejects.toMatchObject({
      status: 403,
    });
    await expect(lid.collections.getFullList()).rejects.toMatchObject({ status: 403 });
    await expect(lid.settings.getAll()).rejects.toMatchObject({ status: 403 });
    await expect(lid.backups.getFullList()).rejects.toMatchObject({ status: 403 });
    await expect(lid.logs.getList()).rejects.toMatchObject({ status: 403 });
    await expect(
      pb.client().collection('_superusers').authWithPassword('lid@tjas.example', DEMO_PASSWORD),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe('raising one\u2019s own rights', () => {
  it('fails through the member\u2019s own record: committees, verified, inactive, e-mail, username', async () => {
    const id = lid.authStore.record!.id;
    const bestuur = (await pb.admin.collection('committees').getFirstListItem('name = "Bestuur"')).id;
    for (const change of [
      { committees: [bestuur] },
      { 'committees+': bestuur },
      { verified: false },
      { inactive: true },
      { email: 'baas@tjas.example' },
      { username: 'bestuur2' },
    ]) {
      await expect(lid.collection('users').update(id, change)).rejects.toMatchObject({ status: 404 });
    }
    const me = await pb.admin.collection('users').getOne(id);
    expect(me).toMatchObject({
      committees: [],
      verified: true,
      inactive: false,
      email: 'lid@tjas.example',
      username: 'lid',
    });
  });

  it('fails through committees: no member creates, renames or promotes one', async () => {
    const redactie = (await pb.admin.collection('committees').getFirstListItem('name = "Redactie"')).id;
    await expect(lid.collection('committees').update(redactie, { admin: true })).rejects.toMatchObject({ status: 403 });
    await expect(lid.collection('committees').create({ name: 'Eigen bestuur', admin: true })).rejects.toMatchObject({
      status: 403,
    });
    expect((await pb.admin.collection('committees').getOne(redactie))['admin']).toBe(false);
  });
});

describe('password guessing', () => {
  it('is stopped by a per-address limit on logins, also for the right password', async () => {
    await pb.admin.settings.update({
      rateLimits: {
        enabled: true,
        rules: [{ label: '*:authWithPassword', audience: '', duration: 60, maxRequests: 3 }],
      },
    });
    try {
      const guesses = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        guesses.push(
          await pb
            .client()
            .collection('users')
            .authWithPassword('eva.bos@tjas.example', `gok-${attempt}`)
            .then(
              () => 200,
              (error: { status: number }) => error.status,
            ),
        );
      }
      expect(guesses).toEqual([400, 400, 400]);
      await expect(
        pb.client().collection('users').authWithPassword('eva.bos@tjas.example', DEMO_PASSWORD),
      ).rejects.toMatchObject({ status: 429 });
    } finally {
      await pb.admin.settings.update({ rateLimits: { enabled: false, rules: [] } });
    }
  });
});

describe('protected files', () => {
  it('are served only with a member\u2019s file token, in every collection that has them', async () => {
    const protectedFields: [string, string][] = [];
    for (const collection of await pb.admin.collections.getFullList()) {
      for (const field of collection.fields as { name: string; type: string; protected?: boolean }[]) {
        if (field.type === 'file' && field.protected) protectedFields.push([collection.name, field.name]);
      }
    }
    expect(protectedFields.map(([collection, field]) => `${collection}.${field}`).sort()).toEqual(
      [
        'boards.photo',
        'documents.file',
        'media_pages.audio',
        'media_pages.image',
        'photos.image',
        'submissions.attachment',
        'videos.file',
      ].sort(),
    );
    const token = await lid.files.getToken();
    let checked = 0;
    for (const [collection, field] of protectedFields) {
      const record = (await pb.admin.collection(collection).getList(1, 1, { filter: `${field} != ""` })).items[0];
      if (!record) continue; // no demo file (e.g. the song's audio)
      const name = Array.isArray(record[field]) ? record[field][0] : record[field];
      const url = (withToken?: string) => lid.files.getURL(record, name, withToken ? { token: withToken } : {});
      expect((await fetch(url())).status, `${collection}.${field} zonder token`).toBe(404);
      expect((await fetch(url('verzonnen'))).status, `${collection}.${field} met een verzonnen token`).toBe(404);
      if (collection !== 'submissions')
        expect((await fetch(url(token))).status, `${collection}.${field} met token`).toBe(200);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(4); // boards, documents, media pages, photos (attachments: submissions.test.ts)
  });
});

describe('expired tokens', () => {
  it('refuses an expired token (the shortest token life PocketBase allows, 10 s)', { timeout: 30_000 }, async () => {
    const token = shortLived.authStore.token;
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number };
    expect(payload.exp * 1000 - Date.now()).toBeLessThanOrEqual(10_000);
    // PocketBase refuses a token from its expiry second on; wait until that second has passed.
    const expired = payload.exp * 1000 + 500;
    while (Date.now() < expired) await new Promise((resolve) => setTimeout(resolve, expired - Date.now()));
    await expect(shortLived.collection('users').authRefresh()).rejects.toMatchObject({ status: 401 });
  });
});
