import { EventSource } from 'eventsource';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countsTopic, type LiveCounts } from '../../packages/schema/src/rules/signups.cjs';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';
import { impersonatedMember, type ImpersonatedMember } from './support/impersonated-member.ts';

// While members sign up, the pages open on the event hear its counts on the site's own topic
// (pb_hooks/lib/signup-broadcast.js): members only, at most once a second, through PocketBase's
// real realtime connections.

(globalThis as { EventSource?: unknown }).EventSource ??= EventSource;

let pb: TestPocketBase;
let organiser: string;
let counter = 0;

beforeAll(async () => {
  pb = await startTestPocketBase();
  organiser = (await pb.admin.collection('committees').create({ name: 'Activiteitencommissie' })).id;
});
afterAll(() => pb?.stop());

function member(inactive = false): Promise<ImpersonatedMember> {
  const index = ++counter;
  return impersonatedMember(pb.admin, `live${index}`, `Live ${index}`, { inactive });
}

/** Listens to an event's counts; `heard` fills as messages arrive. */
async function listen(client: PocketBase, event: string): Promise<{ heard: LiveCounts[]; stop: () => Promise<void> }> {
  const heard: LiveCounts[] = [];
  const stop = await client.realtime.subscribe(countsTopic(event), (message: LiveCounts) => heard.push(message));
  return { heard, stop };
}

const until = async (done: () => boolean, ms = 3_000) => {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
};

const createEvent = (capacity: number) =>
  pb.admin.collection('events').create({
    title: `Live telling ${++counter}`,
    start: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    organiser,
    capacity,
  });

describe('the counts of a sign-up rush', () => {
  it('reach the members with the event open, and not a visitor, an inactive member or another event', async () => {
    const event = await createEvent(1);
    const other = await createEvent(5);
    const watching = await listen((await member()).client, event.id);
    const elsewhere = await listen((await member()).client, other.id);
    const visitor = new PocketBase(pb.url);
    const anonymous = await listen(visitor, event.id);
    const gone = await listen((await member(true)).client, event.id);
    const first = await member();
    await first.client.collection('signups').create({ event: event.id, user: first.id });
    await until(() => watching.heard.length > 0);
    expect(watching.heard).toEqual([{ event: event.id, confirmed: 1, waiting: 0 }]);
    // Time enough for anything sent to arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(anonymous.heard).toEqual([]);
    expect(gone.heard).toEqual([]);
    expect(elsewhere.heard).toEqual([]);
    for (const listener of [watching, elsewhere, anonymous, gone]) await listener.stop().catch(() => undefined);
  });

  it('stop reaching a member deactivated while the page is open', async () => {
    const event = await createEvent(5);
    const leaving = await member();
    const listener = await listen(leaving.client, event.id);
    const first = await member();
    await first.client.collection('signups').create({ event: event.id, user: first.id });
    await until(() => listener.heard.length > 0);
    expect(listener.heard).toHaveLength(1);
    await pb.admin.collection('users').update(leaving.id, { inactive: true });
    // The next second's sign-up would be told to every member still listening.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const second = await member();
    const still = await listen((await member()).client, event.id);
    await second.client.collection('signups').create({ event: event.id, user: second.id });
    await until(() => still.heard.length > 0);
    expect(still.heard).toEqual([{ event: event.id, confirmed: 2, waiting: 0 }]);
    expect(listener.heard).toHaveLength(1);
    await still.stop();
    await listener.stop().catch(() => undefined);
  });

  it('come at most once a second, and the next second tells the counts after them', async () => {
    const event = await createEvent(1);
    const watching = await listen((await member()).client, event.id);
    const rush = await Promise.all([member(), member(), member(), member()]);
    const started = Date.now();
    for (const signer of rush) await signer.client.collection('signups').create({ event: event.id, user: signer.id });
    const took = Date.now() - started;
    await until(() => watching.heard.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    // Four sign-ups within a second (as here, unless the machine is very slow) are one message.
    if (took < 900) expect(watching.heard).toHaveLength(1);
    expect(watching.heard.length).toBeLessThan(rush.length);
    const late = await member();
    await late.client.collection('signups').create({ event: event.id, user: late.id });
    await until(() => watching.heard.at(-1)?.waiting === 4);
    expect(watching.heard.at(-1)).toEqual({ event: event.id, confirmed: 1, waiting: 4 });
    await watching.stop();
  });

  it('save the sign-up, its guests, answers and mail without a record save, which no realtime connection hears', async () => {
    // What a save would do besides the statement: store files, keep an account's secrets. These
    // have neither (lib/signup-insert.js).
    const parts = ['signups', 'signup_guests', 'signup_answers'];
    for (const name of parts) {
      const collection = await pb.admin.collections.getOne(name);
      expect(collection.type, name).toBe('base');
      expect(
        collection.fields.filter((field) => field['type'] === 'file'),
        name,
      ).toEqual([]);
    }
    const event = await pb.admin.collection('events').update((await createEvent(2)).id, {
      max_guests: 1,
      questions: [{ id: 'bus', label: 'Reis je mee met de bus?', type: 'yesno', required: true }],
    });
    // A superuser listening to sign-ups and the outbox (PocketBase's own realtime topics): a
    // record save would reach them; the statements that write the sign-up (lib/signup-insert.js)
    // and its mail (lib/record-insert.js) do not walk the connections at all.
    const superuser = new PocketBase(pb.url);
    superuser.authStore.save(pb.admin.authStore.token, pb.admin.authStore.record);
    const saves: string[] = [];
    const stops = await Promise.all(
      [...parts, 'mail_outbox'].map((name) =>
        superuser.collection(name).subscribe('*', (message) => saves.push(`${name} ${message.action}`)),
      ),
    );
    const signer = await member();
    // Answered as PocketBase answers a create: the record with what `expand` asks for.
    const answer = await signer.client
      .collection('signups')
      .create(
        { event: event.id, user: signer.id, answers: { bus: true }, guests: ['Piet Jansen'] },
        { expand: 'event' },
      );
    expect(answer).toMatchObject({ event: event.id, user: signer.id, status: 'confirmed', queue: 1, places: 2 });
    expect(answer.expand?.['event']).toMatchObject({ id: event.id, title: event['title'] });
    const saved = await pb.admin.collection('signups').getOne(answer.id);
    // As a save writes them: an id of PocketBase's form, its date (a sign-up has no `updated`),
    // the mail's words.
    expect(saved).toEqual({ ...answer, expand: undefined, event_counts: undefined, waiting_place: undefined });
    const [guests] = await pb.admin.collection('signup_guests').getFullList({ filter: `signup = "${answer.id}"` });
    const [answers] = await pb.admin.collection('signup_answers').getFullList({ filter: `signup = "${answer.id}"` });
    expect(guests).toMatchObject({ event: event.id, user: signer.id, names: ['Piet Jansen'] });
    expect(answers).toMatchObject({ event: event.id, user: signer.id, answers: { bus: true } });
    expect(answers!.id).toMatch(/^[a-z0-9]{15}$/);
    expect(answers!['created']).not.toBe('');
    expect(saved.id).toMatch(/^[a-z0-9]{15}$/);
    expect(saved['created']).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}Z$/);
    const mail = await pb.admin.collection('mail_outbox').getFirstListItem(`user = "${signer.id}"`);
    expect(mail.id).toMatch(/^[a-z0-9]{15}$/);
    expect(mail['created']).not.toBe('');
    expect(mail['created']).toBe(mail['updated']);
    expect(mail['subject']).toMatch(/^Je bent aangemeld: Live telling/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(saves).toEqual([]);
    // The listener hears a save: the organisers' sign-out of the member is one.
    await pb.admin.collection('signups').delete(answer.id);
    await until(() => saves.includes('signups delete'));
    expect(saves).toContain('signups delete');
    await Promise.all(stops.map((stop) => stop()));
  });
});
