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
