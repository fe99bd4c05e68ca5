import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import type { MailCatcher } from '@tjas/backend/mail-catcher';
import type PocketBase from 'pocketbase';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { catchMails } from './support/mail-catching.ts';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

// What a member's session cannot find out about other members' accounts: whether an address
// belongs to a member (the e-mail change answers the same, in about the same time), another
// member's password (the old password of a change counts as a login attempt), and who was
// deactivated (only who manages members sees them).

let pb: TestPocketBase;
let mail: MailCatcher;
let lid: PocketBase;

beforeAll(async () => {
  pb = await startTestPocketBase({ seeded: true });
  mail = (await catchMails(pb)).catcher;
  lid = await pb.member('lid@tjas.example', DEMO_PASSWORD);
}, 60_000);
afterAll(async () => {
  await mail?.stop();
  await pb?.stop();
});
afterEach(async () => {
  await pb.admin.settings.update({ rateLimits: { enabled: false, rules: [] } });
});

/** The raw answer (status and body) of a member's e-mail change request, and how long it took. */
async function requestEmailChange(member: PocketBase, newEmail: string, path = 'users') {
  const started = performance.now();
  const response = await fetch(`${pb.url}/api/collections/${path}/request-email-change`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: member.authStore.token },
    body: JSON.stringify({ newEmail }),
  });
  return { status: response.status, body: await response.text(), ms: performance.now() - started };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('the e-mail change request', () => {
  it('answers the same for a member\u2019s address as for a free one, and mails only a free one', async () => {
    mail.messages.length = 0;
    const free = await requestEmailChange(lid, `lid.nieuw.${Date.now()}@tjas.example`);
    for (const taken of ['sport@tjas.example', 'SPORT@tjas.example', 'bestuur@tjas.example']) {
      const answer = await requestEmailChange(lid, taken);
      expect({ status: answer.status, body: answer.body }, taken).toEqual({ status: free.status, body: free.body });
    }
    expect(free.status).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.messages.map((message) => message.to)).toEqual([[expect.stringMatching(/^lid\.nieuw\./)]]);
  });

  it('takes about as long for a member\u2019s address as a confirmation mail takes', async () => {
    const free: number[] = [];
    const taken: number[] = [];
    for (let round = 0; round < 5; round++) {
      free.push((await requestEmailChange(lid, `lid.tijd.${round}.${Date.now()}@tjas.example`)).ms);
      taken.push((await requestEmailChange(lid, 'media@tjas.example')).ms);
    }
    expect(median(taken)).toBeGreaterThanOrEqual(median(free) * 0.5);
  });

  it('refuses in Dutch what is no address or the member\u2019s own, at the field', async () => {
    for (const [newEmail, code] of [
      ['', 'validation_required'],
      ['geen-adres', 'validation_is_email'],
      ['LID@tjas.example', 'validation_not_in_invalid'],
    ] as const) {
      const answer = await requestEmailChange(lid, newEmail);
      expect(answer.status, newEmail).toBe(400);
      const body = JSON.parse(answer.body) as { data: Record<string, { code: string; message: string }> };
      expect(body.data['newEmail']?.code, newEmail).toBe(code);
      expect(body.data['newEmail']?.message, newEmail).toMatch(/e-mailadres/);
    }
  });

  it('is not reached another way: by the collection\u2019s id, or without a session', async () => {
    const users = await pb.admin.collections.getOne('users');
    expect((await requestEmailChange(lid, 'sport@tjas.example', users.id)).status).toBe(404);
    expect((await requestEmailChange(pb.client(), `x.${Date.now()}@tjas.example`)).status).toBe(401);
  });

  it('counts a member\u2019s address and a free one alike against the limit', async () => {
    await pb.admin.settings.update({
      rateLimits: {
        enabled: true,
        rules: [{ label: '*:requestEmailChange', audience: '', duration: 60, maxRequests: 2 }],
      },
    });
    const statuses = [
      (await requestEmailChange(lid, 'sport@tjas.example')).status,
      (await requestEmailChange(lid, `lid.limiet.${Date.now()}@tjas.example`)).status,
      (await requestEmailChange(lid, 'media@tjas.example')).status,
      (await requestEmailChange(lid, `lid.limiet2.${Date.now()}@tjas.example`)).status,
    ];
    expect(statuses).toEqual([204, 204, 429, 429]);
  });
});

describe('a password change\u2019s old password', () => {
  it('still changes a member\u2019s own password within the limit', async () => {
    await pb.admin.settings.update({
      rateLimits: {
        enabled: true,
        rules: [{ label: '*:authWithPassword', audience: '', duration: 60, maxRequests: 4 }],
      },
    });
    const iris = await pb.member('iris.meijer@tjas.example', DEMO_PASSWORD);
    await iris.collection('users').update(iris.authStore.record!.id, {
      oldPassword: DEMO_PASSWORD,
      password: 'ijzer-sterk-2027',
      passwordConfirm: 'ijzer-sterk-2027',
    });
    await expect(pb.member('iris.meijer@tjas.example', 'ijzer-sterk-2027')).resolves.toBeTruthy();
  });

  it('counts as a login attempt: an admin cannot guess another member\u2019s password past the limit', async () => {
    await pb.admin.settings.update({
      rateLimits: {
        enabled: true,
        rules: [{ label: '*:authWithPassword', audience: '', duration: 60, maxRequests: 3 }],
      },
    });
    const bestuur = await pb.member('bestuur@tjas.example', DEMO_PASSWORD);
    const eva = await pb.admin.collection('users').getFirstListItem('username = "eva.bos"');
    const guess = (oldPassword: string) =>
      bestuur
        .collection('users')
        .update(eva.id, { oldPassword, password: 'overgenomen-2027', passwordConfirm: 'overgenomen-2027' })
        .then(
          () => 200,
          (error: { status: number }) => error.status,
        );
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt++) statuses.push(await guess(`gok-${attempt}`));
    expect(statuses).toEqual([400, 400, 400]);
    // Over the limit even the right password is not checked, so the answer tells nothing.
    expect(await guess(DEMO_PASSWORD)).toBe(429);
    await expect(pb.member('eva.bos@tjas.example', DEMO_PASSWORD)).resolves.toBeTruthy();
  });
});

describe('deactivated members', () => {
  it('are not listed, filtered for or viewed by members; who manages members sees them', async () => {
    const gone = await pb.admin.collection('users').getFirstListItem('username = "daan.de.vries"');
    await pb.admin.collection('users').update(gone.id, { inactive: true });
    try {
      expect((await lid.collection('users').getList(1, 50, { filter: 'inactive = true' })).totalItems).toBe(0);
      expect((await lid.collection('users').getFullList()).map((user) => user.id)).not.toContain(gone.id);
      await expect(lid.collection('users').getOne(gone.id)).rejects.toMatchObject({ status: 404 });
      const bestuur = await pb.member('bestuur@tjas.example', DEMO_PASSWORD);
      const listed = await bestuur.collection('users').getList(1, 50, { filter: 'inactive = true' });
      expect(listed.items.map((user) => user.id)).toContain(gone.id);
      await expect(bestuur.collection('users').getOne(gone.id)).resolves.toMatchObject({ inactive: true });
    } finally {
      await pb.admin.collection('users').update(gone.id, { inactive: false });
    }
  });
});
