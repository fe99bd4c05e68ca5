import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import { startPushSender, type PushSender } from '@tjas/backend/push-sender';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushEndpoint, type PushEndpoint } from './support/push-endpoint.ts';
import { seededIds } from './support/seeded-ids.ts';
import { startTestPocketBase, SUPERUSER, type TestPocketBase } from './support/test-pocketbase.ts';

// Push notifications (#34): members' browsers subscribe through the API; the hooks write a push
// with each change it is about, and the Node sender beside PocketBase encrypts and posts it to the
// push service. Here the push service is our own RFC 8030 endpoint, which checks the VAPID
// signature and decrypts each push with the subscription's keys, as a browser does.

let pb: TestPocketBase;
let endpoint: PushEndpoint;
let sender: PushSender;
const log: string[] = [];
const members: Record<string, PocketBase> = {};
const ids: Record<string, string> = {};

const connect = async () => {
  const admin = new PocketBase(pb.url).autoCancellation(false);
  await admin.collection('_superusers').authWithPassword(SUPERUSER.email, SUPERUSER.password);
  return admin;
};

beforeAll(async () => {
  endpoint = await startPushEndpoint();
  pb = await startTestPocketBase({
    seeded: true,
    env: { TJAS_PUSH_EXTRA_ORIGINS: `https://elders.example, ${endpoint.origin}`, TJAS_PUSH_JOB: 'off' },
  });
  for (const name of ['lid', 'sport', 'media', 'kleding', 'activiteiten', 'pr'])
    members[name] = await pb.member(`${name}@tjas.example`, DEMO_PASSWORD);
  Object.assign(ids, await seededIds(pb));
  sender = startPushSender({ connect, log: (line) => log.push(line), waitMs: 2_000 });
  await sender.ready;
}, 60_000);
afterAll(async () => {
  await sender?.stop();
  await pb?.stop();
  await endpoint?.stop();
});

async function call(member: string | null, method: string, path: string, body?: unknown) {
  const response = await fetch(`${pb.url}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(member ? { Authorization: members[member]!.authStore.token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> | null };
}

/** A new device of `member` at the test's push service, named `name`. */
async function subscribe(member: string, name: string) {
  const subscription = endpoint.subscription(name);
  const answer = await call(member, 'POST', '/api/tjas/push-abonnementen', subscription);
  expect(answer.status).toBe(200);
  return { ...subscription, id: answer.body!['id'] as string };
}

let eventCount = 0;
async function event(fields: Record<string, unknown> = {}) {
  return pb.admin.collection('events').create({
    title: `Pushavond ${++eventCount}`,
    start: '2030-02-02 18:00:00.000Z',
    location: 'Thialf',
    organiser: ids['Activiteitencommissie'],
    ...fields,
  });
}

const signUp = (member: string, eventId: string) =>
  members[member]!.collection('signups').create({ event: eventId, user: ids[member] });

describe('a member’s devices', () => {
  it('subscribe with the site’s VAPID key, made at the first start and kept in the database', async () => {
    expect((await call(null, 'GET', '/api/tjas/push-sleutel')).status).toBe(401);
    const key = await call('lid', 'GET', '/api/tjas/push-sleutel');
    expect(key.status).toBe(200);
    expect(key.body!['publicKey']).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    const stored = await pb.admin.collection('push_keys').getFullList();
    expect(stored.map((record) => record['public_key'])).toEqual([key.body!['publicKey']]);
    // The sender signs with that key: a second start keeps it.
    const second = startPushSender({ connect, log: () => undefined, waitMs: 100 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    await second.stop();
    expect((await pb.admin.collection('push_keys').getFullList()).length).toBe(1);
  });

  it('are stored once per endpoint, move with a device that changes hands, and are removed only by their own member', async () => {
    const device = endpoint.subscription('wissel');
    const first = await call('lid', 'POST', '/api/tjas/push-abonnementen', device);
    const again = await call('lid', 'POST', '/api/tjas/push-abonnementen', {
      ...device,
      expirationTime: 1_900_000_000_000,
    });
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const stored = () =>
      pb.admin
        .collection('push_subscriptions')
        .getFullList({ filter: pb.admin.filter('endpoint = {:e}', { e: device.endpoint }) });
    expect((await stored()).map((record) => record['user'])).toEqual([ids['lid']]);
    // Another member's browser posts the same endpoint: the device is theirs now.
    expect((await call('sport', 'POST', '/api/tjas/push-abonnementen', device)).body).toEqual(first.body);
    expect((await stored()).map((record) => record['user'])).toEqual([ids['sport']]);
    // lid cannot remove it any more; sport can, twice (idempotent).
    expect((await call('lid', 'DELETE', '/api/tjas/push-abonnementen', { endpoint: device.endpoint })).status).toBe(
      204,
    );
    expect(await stored()).toHaveLength(1);
    expect((await call('sport', 'DELETE', '/api/tjas/push-abonnementen', { endpoint: device.endpoint })).status).toBe(
      204,
    );
    expect(await stored()).toHaveLength(0);
    expect((await call('sport', 'DELETE', '/api/tjas/push-abonnementen', { endpoint: device.endpoint })).status).toBe(
      204,
    );
    expect((await call(null, 'DELETE', '/api/tjas/push-abonnementen', { endpoint: device.endpoint })).status).toBe(401);
    expect((await call('sport', 'DELETE', '/api/tjas/push-abonnementen', {})).body).toMatchObject({
      message: 'Geef het adres van het pushabonnement dat weg moet.',
    });
  });

  it('are refused in Dutch when unusable or at a push service the site does not post to', async () => {
    const good = endpoint.subscription('weigering');
    const refusal = async (body: unknown) => {
      const answer = await call('lid', 'POST', '/api/tjas/push-abonnementen', body);
      expect(answer.status).toBe(400);
      return answer.body!['message'];
    };
    expect(await refusal({ ...good, keys: { p256dh: good.keys.p256dh } })).toMatch(/geen bruikbaar pushabonnement/);
    expect(await refusal({ endpoint: 42 })).toMatch(/geen bruikbaar pushabonnement/);
    expect(await refusal('nonsense')).toMatch(/^De inhoud van dit verzoek/);
    for (const other of [
      'https://push.evil.example/x',
      'http://fcm.googleapis.com/fcm/send/x',
      `${endpoint.origin.replace(/\d+$/, (port) => String(Number(port) + 1))}/push/x`,
    ])
      expect(await refusal({ ...good, endpoint: other })).toMatch(/alleen de diensten van de bekende browsers/);
    // The browsers' push services and the extra origins are taken.
    expect(
      (
        await call('lid', 'POST', '/api/tjas/push-abonnementen', {
          ...good,
          endpoint: 'https://fcm.googleapis.com/fcm/send/t1',
        })
      ).status,
    ).toBe(200);
    expect(
      (await call('lid', 'POST', '/api/tjas/push-abonnementen', { ...good, endpoint: 'https://elders.example/p/1' }))
        .status,
    ).toBe(200);
    expect((await call(null, 'POST', '/api/tjas/push-abonnementen', good)).status).toBe(401);
    await call('lid', 'DELETE', '/api/tjas/push-abonnementen', { endpoint: 'https://fcm.googleapis.com/fcm/send/t1' });
    await call('lid', 'DELETE', '/api/tjas/push-abonnementen', { endpoint: 'https://elders.example/p/1' });
  });

  it('are the server’s alone to read and write through the collections API, as are the choices', async () => {
    const device = await subscribe('media', 'prive');
    await expect(members['lid']!.collection('push_subscriptions').getList()).rejects.toMatchObject({ status: 403 });
    await expect(members['media']!.collection('push_subscriptions').getOne(device.id)).rejects.toMatchObject({
      status: 403,
    });
    await expect(
      members['media']!.collection('push_subscriptions').create({
        user: ids['media'],
        endpoint: 'https://fcm.googleapis.com/x',
      }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(members['lid']!.collection('push_outbox').getList()).rejects.toMatchObject({ status: 403 });
    await expect(members['lid']!.collection('push_keys').getList()).rejects.toMatchObject({ status: 403 });
    // push_off: only through the member's own route (not the collections API), hidden from others.
    const direct = await members['media']!.collection('users')
      .update(ids['media']!, { push_off: ['bericht'] })
      .then(
        () => 200,
        (error: { status: number }) => error.status,
      );
    expect(direct).toBe(200); // PocketBase leaves a hidden field out of a member's change
    expect((await call('media', 'GET', '/api/tjas/mijn-pushvoorkeuren')).body).toEqual({ off: [] });
    expect((await call('media', 'PUT', '/api/tjas/mijn-pushvoorkeuren', { off: ['iets'] })).body).toMatchObject({
      message: 'Kies uit de soorten meldingen op de pagina.',
    });
    expect((await call('media', 'PUT', '/api/tjas/mijn-pushvoorkeuren', { off: ['bericht', 'bericht'] })).body).toEqual(
      {
        off: ['bericht'],
      },
    );
    expect((await call('media', 'GET', '/api/tjas/mijn-pushvoorkeuren')).body).toEqual({ off: ['bericht'] });
    expect((await members['lid']!.collection('users').getOne(ids['media']!))['push_off']).toBeUndefined();
    await call('media', 'PUT', '/api/tjas/mijn-pushvoorkeuren', { off: [] });
    await call('media', 'DELETE', '/api/tjas/push-abonnementen', { endpoint: device.endpoint });
  });
});

describe('pushes', () => {
  it('tell a member who moves up from the waiting list, within a second, decrypted with the right text', async () => {
    const device = await subscribe('sport', 'sport-telefoon');
    const party = await event({ capacity: 1 });
    const place = await signUp('lid', party.id);
    await signUp('sport', party.id);
    const started = Date.now();
    await members['lid']!.collection('signups').delete(place.id);
    const [push] = await endpoint.waitFor('sport-telefoon');
    const took = Date.now() - started;
    expect(push!.payload).toEqual({
      title: `Je hebt een plek: ${party['title']}`,
      body: 'Er kwam een plek vrij: je bent nu aangemeld (za 2 feb 2030, 19:00, Thialf).',
      url: `/evenementen/${party.id}`,
      tag: `wachtlijst-${party.id}`,
    });
    expect(push!).toMatchObject({ ttl: 172800, urgency: 'high' });
    expect(push!.vapid.key).toBe((await call('lid', 'GET', '/api/tjas/push-sleutel')).body!['publicKey']);
    expect(push!.vapid.sub).toMatch(/^mailto:/);
    expect(took).toBeLessThan(3_000); // ~200 ms here, the sign-off's request included
    await call('sport', 'DELETE', '/api/tjas/push-abonnementen', { endpoint: device.endpoint });
  });

  it('tell everyone on a cancelled event on each device, and on a moved one, as each member chose', async () => {
    const phone = await subscribe('lid', 'lid-telefoon');
    const laptop = await subscribe('lid', 'lid-laptop');
    const media = await subscribe('media', 'media-telefoon');
    const party = await event({ capacity: 1 });
    await signUp('lid', party.id);
    await signUp('media', party.id);
    await members['activiteiten']!.collection('events').update(party.id, { start: '2030-02-03 18:00:00.000Z' });
    const moved = {
      title: `Verplaatst: ${party['title']}`,
      body: 'Het evenement is nu op zo 3 feb 2030, 19:00, Thialf.',
    };
    expect((await endpoint.waitFor('lid-telefoon'))[0]!.payload).toMatchObject(moved);
    expect((await endpoint.waitFor('media-telefoon'))[0]!.payload).toMatchObject(moved);
    // A change of another field moves nothing.
    await members['activiteiten']!.collection('events').update(party.id, { description: 'Neem handschoenen mee.' });
    // media turned off pushes about events: only lid's two devices hear of the cancellation.
    await call('media', 'PUT', '/api/tjas/mijn-pushvoorkeuren', { off: ['evenement'] });
    await members['activiteiten']!.collection('events').update(party.id, { cancelled: true });
    const cancelled = {
      title: `Gaat niet door: ${party['title']}`,
      body: 'Dit evenement (zo 3 feb 2030, 19:00, Thialf) is geannuleerd. Je hoeft je niet af te melden.',
      url: `/evenementen/${party.id}`,
      tag: `evenement-${party.id}`,
    };
    expect((await endpoint.waitFor('lid-telefoon', 2))[1]!.payload).toEqual(cancelled);
    expect((await endpoint.waitFor('lid-laptop', 2))[1]!.payload).toEqual(cancelled);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(endpoint.received.filter((push) => push.name === 'media-telefoon')).toHaveLength(1);
    expect(endpoint.received.filter((push) => push.name === 'lid-laptop')).toHaveLength(2);
    await call('media', 'PUT', '/api/tjas/mijn-pushvoorkeuren', { off: [] });
    for (const [member, device] of [
      ['lid', phone],
      ['lid', laptop],
      ['media', media],
    ] as const)
      await call(member, 'DELETE', '/api/tjas/push-abonnementen', { endpoint: device.endpoint });
  });

  it('carry the organisers’ message, and an order’s new status', async () => {
    const device = await subscribe('lid', 'lid-bericht');
    const party = await event();
    await signUp('lid', party.id);
    const sent = await call('activiteiten', 'POST', `/api/tjas/evenementen/${party.id}/berichten`, {
      audience: 'all',
      body: 'We verzamelen om 18:45 bij de ingang.',
    });
    expect(sent.status).toBe(201);
    const [message] = await endpoint.waitFor('lid-bericht');
    expect(message!.payload).toEqual({
      title: `Bericht over ${party['title']}`,
      body: `${sent.body!['author_name']}: We verzamelen om 18:45 bij de ingang.`,
      url: `/evenementen/${party.id}`,
      // Each message its own: a second one stays beside it on the phone instead of replacing it.
      tag: `bericht-${sent.body!['id'] as string}`,
    });
    const product = await pb.admin
      .collection('products')
      .create({ name: `Pushshirt ${Date.now()}`, category: 'fietskleding', price: 2500, active: true });
    const variant = await pb.admin.collection('product_variants').create({ product: product.id, size: 'M', stock: 3 });
    const order = await members['lid']!.collection('orders').create({ variant: variant.id, quantity: 1 });
    await members['kleding']!.collection('orders').update(order.id, { status: 'betaald' });
    const pushes = await endpoint.waitFor('lid-bericht', 2);
    expect(pushes[1]!.payload).toMatchObject({
      title: 'Je bestelling is betaald',
      url: '/account',
      tag: `bestelling-${order.id}`,
    });
    expect(pushes[1]!.payload.body).toMatch(/^1 × Pushshirt .*We hebben je betaling ontvangen/);
    const submission = await members['lid']!.collection('submissions').create({
      kind: 'promotie',
      title: 'Promotie pushavond',
      body: 'Graag een post over de pushavond.',
      deadline: new Date(Date.now() + 3 * 86400_000).toISOString(),
      event_date: new Date(Date.now() + 7 * 86400_000).toISOString(),
      channels: ['instagram'],
    });
    await members['pr']!.collection('submissions').update(submission.id, {
      status: 'in_behandeling',
      response: 'Komt dinsdag online.',
    });
    expect((await endpoint.waitFor('lid-bericht', 3))[2]!.payload).toEqual({
      title: 'Je inzending "Promotie pushavond": in behandeling',
      body: 'Komt dinsdag online.',
      url: '/acties',
      tag: `inzending-${submission.id}`,
    });
    await call('lid', 'DELETE', '/api/tjas/push-abonnementen', { endpoint: device.endpoint });
  });

  it('remove a subscription the push service says is gone (410), and retry one it could not take (503) once', async () => {
    const gone = await subscribe('lid', 'weg');
    const busy = await subscribe('sport', 'druk');
    endpoint.answer('weg', 410);
    endpoint.answer('druk', { status: 503, retryAfter: '1' });
    const party = await event();
    await signUp('lid', party.id);
    await signUp('sport', party.id);
    await call('activiteiten', 'POST', `/api/tjas/evenementen/${party.id}/berichten`, {
      audience: 'all',
      body: 'Tot morgen!',
    });
    const [push] = await endpoint.waitFor('druk');
    expect(push!.payload.body).toMatch(/Tot morgen!$/);
    await expect
      .poll(() => pb.admin.collection('push_subscriptions').getFullList({ filter: `id = "${gone.id}"` }))
      .toHaveLength(0);
    expect(endpoint.refused).toEqual(expect.arrayContaining(['weg: answered 410', 'druk: answered 503']));
    // Recorded as sent on its second try, just after the push service took it.
    await expect
      .poll(
        async () =>
          (await pb.admin.collection('push_outbox').getFullList({ filter: `subscription = "${busy.id}"` }))[0],
      )
      .toMatchObject({ attempts: 2, failed: false, last_error: '', sent: expect.stringMatching(/^20/) });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(endpoint.received.filter((received) => received.name === 'druk')).toHaveLength(1);
    await call('sport', 'DELETE', '/api/tjas/push-abonnementen', { endpoint: busy.endpoint });
  });

  it('go once each when two senders run', async () => {
    const second = startPushSender({ connect, log: (line) => log.push(line), waitMs: 2_000 });
    try {
      const devices = await Promise.all(['lid', 'sport', 'media'].map((member) => subscribe(member, `twee-${member}`)));
      const party = await event();
      for (const member of ['lid', 'sport', 'media']) await signUp(member, party.id);
      for (let count = 1; count <= 8; count++)
        await call('activiteiten', 'POST', `/api/tjas/evenementen/${party.id}/berichten`, {
          audience: 'all',
          body: `Bericht ${count}`,
        });
      for (const member of ['lid', 'sport', 'media']) {
        const pushes = await endpoint.waitFor(`twee-${member}`, 8);
        expect(pushes.map((push) => push.payload.body.replace(/^.*: /, '')).sort()).toEqual(
          [1, 2, 3, 4, 5, 6, 7, 8].map((count) => `Bericht ${count}`).sort(),
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(endpoint.received.filter((push) => push.name.startsWith('twee-'))).toHaveLength(24);
      for (const [index, member] of ['lid', 'sport', 'media'].entries())
        await call(member, 'DELETE', '/api/tjas/push-abonnementen', { endpoint: devices[index]!.endpoint });
    } finally {
      await second.stop();
    }
  });
  it('are not lost to a sender that stops while its ask waits in PocketBase', async () => {
    const device = await subscribe('lid', 'na-de-stop');
    const stopping = startPushSender({ connect, log: (line) => log.push(line), waitMs: 3_000 });
    await stopping.ready;
    await new Promise((resolve) => setTimeout(resolve, 300));
    await stopping.stop(); // its ask, left waiting, claims nothing more
    const party = await event();
    await signUp('lid', party.id);
    await call('activiteiten', 'POST', `/api/tjas/evenementen/${party.id}/berichten`, {
      audience: 'all',
      body: 'Na de stop',
    });
    const [push] = await endpoint.waitFor('na-de-stop', 1, 2_000);
    expect(push!.payload.body).toMatch(/Na de stop$/);
    await call('lid', 'DELETE', '/api/tjas/push-abonnementen', { endpoint: device.endpoint });
  });
});

describe('reminders', () => {
  /** The push with this tag, once it came. */
  const tagged = async (tag: string) => {
    await expect.poll(() => endpoint.received.some((push) => push.payload.tag === tag), { timeout: 5_000 }).toBe(true);
    return endpoint.received.find((push) => push.payload.tag === tag);
  };
  const remind = () => pb.admin.send<{ written: number }>('/api/tjas/push/herinneringen', { method: 'POST' });

  it('come once, a day before an event a member has a place on and before the deadline of one they opened', async () => {
    const lid = await subscribe('lid', 'herinnering-lid');
    const media = await subscribe('media', 'herinnering-media');
    const soon = new Date(Date.now() + 3 * 3600_000);
    const tomorrow = await event({ start: soon.toISOString() });
    await signUp('lid', tomorrow.id);
    // A cancelled event reminds nobody (its cancellation was pushed already).
    const cancelled = await event({ start: soon.toISOString() });
    await signUp('lid', cancelled.id);
    await pb.admin.collection('events').update(cancelled.id, { cancelled: true });
    const closing = await event({
      start: new Date(Date.now() + 5 * 86400_000).toISOString(),
      signup_deadline: new Date(Date.now() + 6 * 3600_000).toISOString(),
    });
    // media opened it and did not sign up; lid opened it and signed up; sport never opened it.
    expect((await call('media', 'POST', `/api/tjas/evenementen/${closing.id}/bekeken`)).status).toBe(204);
    expect((await call('media', 'POST', `/api/tjas/evenementen/${closing.id}/bekeken`)).status).toBe(204);
    expect((await call('lid', 'POST', `/api/tjas/evenementen/${closing.id}/bekeken`)).status).toBe(204);
    expect((await call('lid', 'POST', '/api/tjas/evenementen/bestaatniet123/bekeken')).status).toBe(404);
    await signUp('lid', closing.id);
    // The job's and the sender's routes are the server's.
    expect((await call('lid', 'POST', '/api/tjas/push/herinneringen')).status).toBe(403);
    expect((await call('lid', 'POST', '/api/tjas/push/te-versturen')).status).toBe(403);
    expect((await remind()).written).toBeGreaterThanOrEqual(2);
    const reminder = await tagged(`herinnering-${tomorrow.id}`);
    expect(reminder!.payload).toMatchObject({
      title: `Binnenkort: ${tomorrow['title']}`,
      url: `/evenementen/${tomorrow.id}`,
      tag: `herinnering-${tomorrow.id}`,
    });
    const deadline = await tagged(`deadline-${closing.id}`);
    expect([reminder!.name, deadline!.name]).toEqual(['herinnering-lid', 'herinnering-media']);
    expect(deadline!.payload).toMatchObject({
      title: `Aanmelden sluit bijna: ${closing['title']}`,
      url: `/evenementen/${closing.id}`,
      tag: `deadline-${closing.id}`,
    });
    expect(deadline!.payload.body).toMatch(/^Aanmelden kan tot \w\w \d+ \w+ \d{4}, \d\d:\d\d\.$/);
    // The demo data may have more events tomorrow; whatever came, a second run adds nothing.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const count = endpoint.received.length;
    expect(await remind()).toEqual({ written: 0 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(endpoint.received).toHaveLength(count);
    expect(endpoint.received.filter((push) => push.payload.tag === `herinnering-${cancelled.id}`)).toEqual([]);
    await call('lid', 'DELETE', '/api/tjas/push-abonnementen', { endpoint: lid.endpoint });
    await call('media', 'DELETE', '/api/tjas/push-abonnementen', { endpoint: media.endpoint });
  });
});

describe('trainings and deactivated members', () => {
  const remind = () => pb.admin.send<{ written: number }>('/api/tjas/push/herinneringen', { method: 'POST' });

  it('a training reminds who said they come, and nobody of a deadline: there is nothing to sign up for', async () => {
    const device = await subscribe('sport', 'training-sport');
    const training = await event({
      training: true,
      start: new Date(Date.now() + 5 * 3600_000).toISOString(),
      signup_deadline: new Date(Date.now() + 2 * 3600_000).toISOString(),
    });
    expect((await call('sport', 'POST', `/api/tjas/evenementen/${training.id}/bekeken`)).status).toBe(204);
    const answer = await call('sport', 'PUT', `/api/tjas/evenementen/${training.id}/beschikbaarheid`, {
      answer: 'komt',
    });
    expect(answer.status).toBe(200);
    await remind();
    const [push] = await endpoint.waitFor('training-sport');
    expect(push!.payload).toMatchObject({
      title: `Binnenkort: ${training['title']}`,
      tag: `herinnering-${training.id}`,
    });
    expect(push!.payload.body).toMatch(/Je zei dat je komt; kun je toch niet, geef het dan door\.$/);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(endpoint.received.filter((received) => received.payload.tag === `deadline-${training.id}`)).toEqual([]);
    await call('sport', 'DELETE', '/api/tjas/push-abonnementen', { endpoint: device.endpoint });
  });

  it('who said they come to a training hears of a move, a cancellation and the organisers’ messages, and reads them', async () => {
    const device = await subscribe('kleding', 'training-kleding');
    const training = await event({ training: true, start: '2030-03-05 18:30:00.000Z' });
    const comes = await call('kleding', 'PUT', `/api/tjas/evenementen/${training.id}/beschikbaarheid`, {
      answer: 'komt',
    });
    expect(comes.status).toBe(200);
    // Nobody else: deleting it would leave kleding without a word.
    await expect(pb.admin.collection('events').getOne(training.id)).resolves.toBeTruthy();
    const deletion = await fetch(`${pb.url}/api/collections/events/records/${training.id}`, {
      method: 'DELETE',
      headers: { Authorization: members['activiteiten']!.authStore.token },
    });
    expect(deletion.status).toBe(409);
    expect(((await deletion.json()) as { message: string }).message).toMatch(
      /^1 lid zei te komen naar deze training\./,
    );

    await members['activiteiten']!.collection('events').update(training.id, { start: '2030-03-05 19:00:00.000Z' });
    const [moved] = await endpoint.waitFor('training-kleding');
    expect(moved!.payload).toMatchObject({
      title: `Verplaatst: ${training['title']}`,
      tag: `evenement-${training.id}`,
    });

    const sent = await call('activiteiten', 'POST', `/api/tjas/evenementen/${training.id}/berichten`, {
      audience: 'all',
      body: 'Neem je eigen schaatsen mee.',
    });
    expect(sent.status).toBe(201);
    expect(sent.body!['recipients']).toBe(1);
    await expect
      .poll(() => endpoint.received.filter((push) => push.name === 'training-kleding').length, { timeout: 5_000 })
      .toBe(2);
    const message = endpoint.received.filter((push) => push.name === 'training-kleding')[1]!;
    expect(message.payload).toMatchObject({ tag: `bericht-${sent.body!['id'] as string}` });
    const readable = await members['kleding']!.collection('event_messages').getFullList({
      filter: members['kleding']!.filter('event = {:event}', { event: training.id }),
    });
    expect(readable.map((record) => record['body'])).toEqual(['Neem je eigen schaatsen mee.']);
    // Someone who did not say they come reads none of it.
    expect(
      await members['lid']!.collection('event_messages').getFullList({
        filter: members['lid']!.filter('event = {:event}', { event: training.id }),
      }),
    ).toEqual([]);

    await members['activiteiten']!.collection('events').update(training.id, { cancelled: true });
    await expect
      .poll(() => endpoint.received.filter((push) => push.name === 'training-kleding').length, { timeout: 5_000 })
      .toBe(3);
    const cancelled = endpoint.received.filter((push) => push.name === 'training-kleding')[2]!;
    expect(cancelled.payload.title).toBe(`Gaat niet door: ${training['title']}`);
    // A training is answered, not signed up for: nothing to sign off from.
    expect(cancelled.payload.body).toMatch(/^Deze training \(.+\) is geannuleerd\. Je hoeft niets door te geven\.$/);
    const [mail] = await pb.admin.collection('mail_outbox').getFullList({
      filter: pb.admin.filter('user = {:user} && subject ~ {:subject}', {
        user: ids['kleding'],
        subject: `Gaat niet door: ${training['title']}`,
      }),
    });
    expect(mail!['text']).toContain('Je zei dat je zou komen naar');
    expect(mail!['text']).toContain('ze gaat niet door en je hoeft niets door te geven.');
    await call('kleding', 'DELETE', '/api/tjas/push-abonnementen', { endpoint: device.endpoint });
  });

  // Last in the file: the deactivated member's session is gone for the tests after it.
  it('a deactivated member’s devices go with their sessions: an organisers’ message no longer reaches them', async () => {
    await subscribe('media', 'vertrokken-telefoon');
    const party = await event();
    await signUp('media', party.id);
    await pb.admin.collection('users').update(ids['media']!, { inactive: true });
    const devices = await pb.admin
      .collection('push_subscriptions')
      .getFullList({ filter: pb.admin.filter('user = {:user}', { user: ids['media'] }) });
    expect(devices).toEqual([]);
    const sent = await call('activiteiten', 'POST', `/api/tjas/evenementen/${party.id}/berichten`, {
      audience: 'all',
      body: 'Alleen voor wie nog lid is.',
    });
    expect(sent.status).toBe(201);
    const waiting = await pb.admin
      .collection('push_outbox')
      .getFullList({ filter: "kind = 'bericht' && payload ~ 'Alleen voor wie nog lid is'" });
    expect(waiting).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(endpoint.received.filter((received) => received.name === 'vertrokken-telefoon')).toEqual([]);
  });
});
