import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import { EventSource } from 'eventsource';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

// A member who is deactivated, or removed from a committee, loses that access on the very next
// request: every API call, file token, data export, realtime connection and calendar feed.
// Nothing waits for the token to expire (5 days).

(globalThis as { EventSource?: unknown }).EventSource ??= EventSource;

let pb: TestPocketBase;
let bestuur: PocketBase;
const committees = new Map<string, string>();
let counter = 0;

beforeAll(async () => {
  pb = await startTestPocketBase({ seeded: true });
  bestuur = await pb.member('bestuur@tjas.example', DEMO_PASSWORD);
  for (const committee of await pb.admin.collection('committees').getFullList())
    committees.set(committee['name'], committee.id);
});
afterAll(() => pb?.stop());

interface Organiser {
  id: string;
  email: string;
  client: PocketBase;
  event: RecordModel;
  feed: string;
}

/** A fresh member of the Activiteitencommissie, logged in, with an event of theirs that has a sign-up with answers. */
async function organiser(): Promise<Organiser> {
  const email = `organisator${++counter}@tjas.example`;
  const member = await pb.admin.collection('users').create({
    email,
    username: `organisator${counter}`,
    name: `Organisator ${counter}`,
    password: DEMO_PASSWORD,
    passwordConfirm: DEMO_PASSWORD,
    verified: true,
    committees: [committees.get('Activiteitencommissie')],
  });
  const client = await pb.member(email, DEMO_PASSWORD);
  const event = await pb.admin.collection('events').create({
    title: `Schaatsavond ${counter}`,
    start: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    organiser: committees.get('Activiteitencommissie'),
    questions: [{ id: 'dieet', label: 'Dieet', type: 'text' }],
  });
  const lid = await pb.member('lid@tjas.example', DEMO_PASSWORD);
  await lid
    .collection('signups')
    .create({ event: event.id, user: lid.authStore.record!.id, answers: { dieet: 'Vegetarisch' } });
  const { url } = await client.send<{ url: string }>('/api/tjas/agenda-link', { method: 'POST' });
  // The link names the instance's public URL; this test server has none set, so only the path counts.
  return { id: member.id, email, client, event, feed: `${pb.url}${new URL(url).pathname}` };
}

/** Whether a realtime message arrives within `ms` after `trigger` runs. */
async function arrives(
  subscribe: (callback: () => void) => Promise<() => Promise<void>>,
  trigger: () => Promise<unknown>,
  ms = 2_000,
): Promise<boolean> {
  let received = false;
  const unsubscribe = await subscribe(() => {
    received = true;
  });
  await trigger();
  const until = Date.now() + ms;
  while (!received && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
  await unsubscribe().catch(() => undefined);
  return received;
}

/** Everything an organiser can do with their session, each as allowed (true) or not. */
async function access(who: Organiser): Promise<Record<string, boolean>> {
  const { client, event } = who;
  const ok = (promise: Promise<unknown>) =>
    promise.then(
      () => true,
      () => false,
    );
  const answers = await client
    .collection('signup_answers')
    .getList(1, 10, { filter: `event = "${event.id}"` })
    .catch(() => ({ items: [] }));
  const response = (path: string) =>
    fetch(`${pb.url}${path}`, { headers: { Authorization: client.authStore.token } }).then((r) => r.ok);
  return {
    'read the sign-up answers': answers.items.length > 0,
    'edit the event': await ok(client.collection('events').update(event.id, { location: `Ijsbaan ${Date.now()}` })),
    'send a submission': await ok(
      client.collection('submissions').create({
        kind: 'technische-hulp',
        title: `Hulp ${Date.now()}`,
        body: 'De inschrijflijst laadt niet op mijn telefoon.',
      }),
    ),
    'get a file token': await ok(client.files.getToken()),
    'export their data': await response('/api/tjas/mijn-gegevens'),
    'read their calendar feed': await fetch(who.feed).then((r) => r.ok),
    'refresh the session': await ok(
      pb
        .client()
        .collection('users')
        .authRefresh({ headers: { Authorization: client.authStore.token } }),
    ),
  };
}

describe('a deactivated member', () => {
  it('loses every session at once: API, file tokens, export, calendar feed and realtime', async () => {
    const nina = await organiser();
    expect(Object.values(await access(nina))).not.toContain(false);
    const touchEvent = () =>
      pb.admin.collection('events').update(nina.event.id, { description: `Bijgewerkt ${Date.now()}` });
    const subscribeToEvent = (callback: () => void) =>
      nina.client.collection('events').subscribe(nina.event.id, callback);
    expect(await arrives(subscribeToEvent, touchEvent)).toBe(true);

    // A realtime connection opened before the deactivation gets nothing after it.
    let afterwards = 0;
    const unsubscribe = await nina.client.collection('events').subscribe(nina.event.id, () => afterwards++);
    await bestuur.collection('users').update(nina.id, { inactive: true });
    await touchEvent();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(afterwards).toBe(0);
    await unsubscribe().catch(() => undefined);

    expect(await access(nina)).toEqual({
      'read the sign-up answers': false,
      'edit the event': false,
      'send a submission': false,
      'get a file token': false,
      'export their data': false,
      'read their calendar feed': false,
      'refresh the session': false,
    });
  });

  it('is told the same as a wrong password, so a login does not reveal the account is inactive', async () => {
    const inactive = await organiser();
    await bestuur.collection('users').update(inactive.id, { inactive: true });
    const attempt = (identity: string, password: string) =>
      fetch(`${pb.url}/api/collections/users/auth-with-password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ identity, password }),
      }).then(async (response) => ({ status: response.status, body: await response.json() }));
    const rightPassword = await attempt(inactive.email, DEMO_PASSWORD);
    const wrongPassword = await attempt('lid@tjas.example', 'niet-het-wachtwoord');
    expect(rightPassword.status).toBe(400);
    expect(rightPassword).toEqual(wrongPassword);
  });
});

describe('a member removed from a committee', () => {
  it('loses that committee\u2019s rights on the next request, realtime included', async () => {
    const sam = await organiser();
    const newAnswer = async () => {
      const member = await pb.admin.collection('users').create({
        email: `deelnemer${++counter}@tjas.example`,
        username: `deelnemer${counter}`,
        name: `Deelnemer ${counter}`,
        password: DEMO_PASSWORD,
        passwordConfirm: DEMO_PASSWORD,
      });
      const signup = await pb.admin.collection('signups').create({ event: sam.event.id, user: member.id });
      return pb.admin
        .collection('signup_answers')
        .create({ signup: signup.id, event: sam.event.id, user: member.id, answers: { dieet: 'Geen' } });
    };
    const subscribeToAnswers = (callback: () => void) =>
      sam.client.collection('signup_answers').subscribe('*', callback);
    expect(await arrives(subscribeToAnswers, newAnswer)).toBe(true);

    let afterwards = 0;
    const unsubscribe = await sam.client.collection('signup_answers').subscribe('*', () => afterwards++);
    await bestuur.collection('users').update(sam.id, { committees: [] });
    await newAnswer();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(afterwards).toBe(0);
    await unsubscribe().catch(() => undefined);

    const now = await access(sam);
    expect(now['read the sign-up answers']).toBe(false);
    expect(now['edit the event']).toBe(false);
    // Still a member: their own things keep working.
    expect(now['send a submission']).toBe(true);
    expect(now['refresh the session']).toBe(true);
  });
});
