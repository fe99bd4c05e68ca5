import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

let pb: TestPocketBase;
let activiteiten: PocketBase;
let organiser: string;
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString().replace('T', ' ');

beforeAll(async () => {
  pb = await startTestPocketBase({ seeded: true });
  activiteiten = await pb.member('activiteiten@tjas.example', DEMO_PASSWORD);
  organiser = (await pb.admin.collection('committees').getFirstListItem('name = "Activiteitencommissie"')).id;
});
afterAll(() => pb?.stop());

it('keeps ends at the end of an event, or its start when it has none, on every save', async () => {
  const event = await activiteiten.collection('events').create({ title: 'Zonder einde', start: inHours(5), organiser });
  expect(event['ends']).toBe(event['start']);
  const longer = await activiteiten.collection('events').update(event.id, { end: inHours(8) });
  expect(longer['ends']).toBe(longer['end']);
  const moved = await activiteiten.collection('events').update(event.id, { start: inHours(6), end: '' });
  expect(moved['ends']).toBe(moved['start']);
});

it('lists a running event as upcoming and an ended one as past (ends >= now)', async () => {
  const running = await activiteiten
    .collection('events')
    .create({ title: 'Bezig', start: inHours(-1), end: inHours(1), organiser });
  const ended = await activiteiten
    .collection('events')
    .create({ title: 'Voorbij', start: inHours(-3), end: inHours(-2), organiser });
  const upcoming = await activiteiten.collection('events').getFullList({ filter: 'ends >= @now', fields: 'id' });
  const past = await activiteiten.collection('events').getFullList({ filter: 'ends < @now', fields: 'id' });
  expect(upcoming.map((event) => event.id)).toContain(running.id);
  expect(past.map((event) => event.id)).toContain(ended.id);
  expect(upcoming.map((event) => event.id)).not.toContain(ended.id);
});

// The list reads cards (the event_cards view, migration 1766800000): an event's own fields, as
// they are now, without what a list does not show.
const CARD_FIELDS = [
  'title',
  'start',
  'ends',
  'location',
  'organiser',
  'price',
  'cover',
  'capacity',
  'signups_confirmed',
  'signups_waiting',
  'signup_opens',
  'signup_deadline',
  'signout_deadline',
  'cancelled',
  'training',
  'max_guests',
];

it('gives each card what its event says and nothing else, and whether it has questions instead of the questions', async () => {
  const event = await activiteiten.collection('events').create({
    title: 'Kaart met vragen',
    description: '<p>Een lange beschrijving die de lijst niet toont.</p>',
    location: 'IJsbaan',
    start: inHours(48),
    end: inHours(50),
    signup_opens: inHours(-1),
    signup_deadline: inHours(24),
    signout_deadline: inHours(12),
    organiser,
    capacity: 12,
    max_guests: 2,
    price: 1250,
    payment_instructions: 'Maak het bedrag over naar de penningmeester.',
    questions: [{ id: 'dieet', label: 'Dieet', type: 'text' }],
  });
  const card = await activiteiten.collection('event_cards').getOne(event.id);
  expect(Object.keys(card).sort()).toEqual(
    ['id', 'collectionId', 'collectionName', 'has_questions', ...CARD_FIELDS].sort(),
  );
  for (const field of CARD_FIELDS) expect(card[field], field).toEqual(event[field]);
  expect(card['has_questions']).toBe(true);

  const plain = await activiteiten
    .collection('events')
    .create({ title: 'Kaart zonder vragen', start: inHours(49), organiser });
  const hasQuestions = async () => (await activiteiten.collection('event_cards').getOne(plain.id))['has_questions'];
  expect(await hasQuestions()).toBe(false);
  await activiteiten.collection('events').update(plain.id, { questions: [] });
  expect(await hasQuestions()).toBe(false);
  await activiteiten
    .collection('events')
    .update(plain.id, { questions: [{ id: 'maat', label: 'Maat', type: 'text' }] });
  expect(await hasQuestions()).toBe(true);
  await activiteiten.collection('events').update(plain.id, { cancelled: true });
  expect((await activiteiten.collection('event_cards').getOne(plain.id))['cancelled']).toBe(true);
});

it('counts the sign-ups on a card as soon as they are made', async () => {
  const event = await activiteiten
    .collection('events')
    .create({ title: 'Kaart telt', start: inHours(50), organiser, capacity: 1 });
  const member = await pb.member('lid@tjas.example', DEMO_PASSWORD);
  await member.collection('signups').create({ event: event.id, user: member.authStore.record!.id });
  await activiteiten.collection('signups').create({ event: event.id, user: activiteiten.authStore.record!.id });
  const card = await member.collection('event_cards').getOne(event.id);
  expect([card['signups_confirmed'], card['signups_waiting']]).toEqual([1, 1]);
});

it('lists the same events as cards as the events themselves, in the same order', async () => {
  for (const [filter, sort] of [
    ['ends >= @now', 'start,id'],
    ['ends < @now', '-start,id'],
  ] as const) {
    const events = await activiteiten.collection('events').getList(1, 30, { filter, sort, skipTotal: true });
    const cards = await activiteiten.collection('event_cards').getList(1, 30, { filter, sort, skipTotal: true });
    expect(cards.items.map((card) => card.id)).toEqual(events.items.map((event) => event.id));
  }
});
