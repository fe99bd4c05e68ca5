import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededIds } from './support/seeded-ids.ts';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

// Series of events (#34): an organiser makes every occurrence in one request (each an event with
// its own sign-ups, on the same Amsterdam wall-clock time across a clock change), and changes one
// occurrence and every later one in one request. Only the organisers' right does either; bad
// input gets a Dutch 400 and a double click makes one series.

let pb: TestPocketBase;
const members: Record<string, PocketBase> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  pb = await startTestPocketBase({ seeded: true });
  for (const name of ['lid', 'sport', 'activiteiten', 'bestuur'])
    members[name] = await pb.member(`${name}@tjas.example`, DEMO_PASSWORD);
  Object.assign(ids, await seededIds(pb));
}, 60_000);
afterAll(async () => {
  await pb?.stop();
});

async function call(member: string, method: string, path: string, body: unknown) {
  const response = await fetch(`${pb.url}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: members[member]!.authStore.token },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

let counter = 0;
/** A weekly training of the Sportcommissie, Tuesdays 19:30 Amsterdam from 6 Oct 2026 (summer time). */
function training(repeat: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return {
    title: `IJstraining dinsdag ${++counter}`,
    location: 'IJsbaan Haarlem',
    start: '2026-10-06T17:30:00.000Z',
    end: '2026-10-06T19:00:00.000Z',
    signup_deadline: '2026-10-05T17:30:00.000Z',
    organiser: ids['Sportcommissie'],
    capacity: 20,
    training: true,
    repeat,
    ...extra,
  };
}

const createSeries = (member: string, body: unknown) => call(member, 'POST', '/api/tjas/evenementen/reeksen', body);

async function occurrences(series: string) {
  return pb.admin
    .collection('events')
    .getFullList({ filter: pb.admin.filter('series = {:series}', { series }), sort: 'start' });
}

describe('a series of events', () => {
  it('makes every occurrence in one request, at 19:30 Amsterdam across the clock change, less the skipped days', async () => {
    const made = await createSeries('sport', training({ every_weeks: 1, until: '2026-11-10', skip: ['2026-10-27'] }));
    expect(made.status).toBe(201);
    const events = await occurrences(made.body['series'] as string);
    expect(events.map((event) => event['start'])).toEqual([
      '2026-10-06 17:30:00.000Z',
      '2026-10-13 17:30:00.000Z',
      '2026-10-20 17:30:00.000Z',
      // The clocks went back on 25 October: 19:30 is 18:30 UTC now.
      '2026-11-03 18:30:00.000Z',
      '2026-11-10 18:30:00.000Z',
    ]);
    // Each its own event: the end and the deadline move with the date, the rest is the same.
    expect(events[3]!['end']).toBe('2026-11-03 20:00:00.000Z');
    expect(events[3]!['signup_deadline']).toBe('2026-11-02 18:30:00.000Z');
    expect(events.every((event) => event['capacity'] === 20 && event['training'] === true)).toBe(true);
    expect(events.every((event) => event['signups_confirmed'] === 0)).toBe(true);
  });

  it('repeats every N weeks', async () => {
    const made = await createSeries('sport', training({ every_weeks: 3, until: '2026-12-28' }));
    expect(made.status).toBe(201);
    expect((made.body['events'] as unknown[]).length).toBe(4); // 6 Oct, 27 Oct, 17 Nov, 8 Dec (29 Dec is past the last day)
  });

  it('refuses a wrong plan with a Dutch 400, and makes nothing', async () => {
    const before = await pb.admin.collection('events').getList(1, 1);
    const early = await createSeries('sport', training({ every_weeks: 1, until: '2026-10-01' }));
    expect(early.status).toBe(400);
    expect(early.body['message']).toBe('De laatste dag van de reeks moet na de eerste keer (di 6 okt 2026) liggen.');
    const tooMany = await createSeries('sport', training({ every_weeks: 1, until: '2028-01-01' }));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body['message']).toMatch(/^Een reeks heeft hooguit 52 keer/);
    const stray = await createSeries('sport', training({ every_weeks: 1, until: '2026-11-10', skip: ['2026-10-08'] }));
    expect(stray.status).toBe(400);
    expect((stray.body['data'] as Record<string, { message: string }>)['skip']!.message).toBe(
      'Overslaan kan alleen op een dag van de reeks; do 8 okt 2026 hoort er niet bij.',
    );
    const noWeeks = await createSeries('sport', training({ until: '2026-11-10' }));
    expect(noWeeks.status).toBe(400);
    expect(noWeeks.body['message']).toMatch(/^Kies om de hoeveel weken/);
    // The event's own rules hold for the series too.
    const late = await createSeries(
      'sport',
      training({ every_weeks: 1, until: '2026-11-10' }, { signup_deadline: '2026-10-07T17:30:00.000Z' }),
    );
    expect(late.status).toBe(400);
    // Values of the wrong type are refused as on every other event write, not cast ("veel" was 0: no limit).
    const wrongTypes = await createSeries(
      'sport',
      training({ every_weeks: 1, until: '2026-11-10' }, { capacity: 'veel', training: 'ja', start: 12345 }),
    );
    expect(wrongTypes.status).toBe(400);
    expect(Object.keys(wrongTypes.body['data'] as object).sort()).toEqual(['capacity', 'start', 'training']);
    expect((wrongTypes.body['data'] as Record<string, { message: string }>)['capacity']!.message).toBe(
      'Vul een getal in.',
    );
    const ownSeries = await createSeries('sport', training({ every_weeks: 1, until: '2026-11-10' }, { series: 'abc' }));
    expect(ownSeries.status).toBe(400);
    expect(ownSeries.body['message']).toMatch(/bepaalt de server/);
    // A list of skipped days longer than any series is refused at once (it held a core for minutes).
    const endless = await createSeries(
      'sport',
      training({ every_weeks: 1, until: '9999-12-31', skip: Array.from({ length: 20_000 }, () => '2026-10-13') }),
    );
    expect(endless.status).toBe(400);
    expect(endless.body['message']).toMatch(/^Je slaat hooguit 52 dagen over/);
    expect((await pb.admin.collection('events').getList(1, 1)).totalItems).toBe(before.totalItems);
  });

  it('is made only by the organising committee or an admin', async () => {
    expect((await createSeries('lid', training({ every_weeks: 1, until: '2026-11-10' }))).status).toBe(403);
    // A committee member, but not of the organiser: nothing is made.
    const other = await createSeries('activiteiten', training({ every_weeks: 1, until: '2026-11-10' }));
    expect(other.status).toBe(403);
    expect((await createSeries('bestuur', training({ every_weeks: 1, until: '2026-10-20' }))).status).toBe(201);
    // `series` is the server's: an ordinary create or update may not set it.
    await expect(
      members['sport']!.collection('events').create({
        title: 'Losse training',
        start: '2026-10-06T17:30:00.000Z',
        organiser: ids['Sportcommissie'],
        series: 'abc',
      }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('answers a double click once: one series', async () => {
    const body = training({ every_weeks: 1, until: '2026-10-27' });
    const answers = await Promise.all([createSeries('sport', body), createSeries('sport', body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const events = await pb.admin.collection('events').getFullList({
      filter: pb.admin.filter('title = {:title}', { title: body.title }),
    });
    expect(events).toHaveLength(4);
  });

  it('changes an occurrence and all that follow, each keeping its own date and sign-ups', async () => {
    const made = await createSeries('sport', training({ every_weeks: 1, until: '2026-10-27' }));
    const [first, second, third, fourth] = await occurrences(made.body['series'] as string);
    // The fourth was changed alone before: its other fields stay its own.
    await members['sport']!.collection('events').update(fourth!.id, { description: 'Laatste van het blok' });
    const changed = await call('sport', 'PATCH', `/api/tjas/evenementen/${second!.id}/reeks`, {
      location: 'Thialf',
      capacity: 30,
      start: '2026-10-13T18:00:00.000Z',
    });
    expect(changed.status).toBe(200);
    expect(changed.body['changed']).toBe(3);
    const after = await occurrences(made.body['series'] as string);
    expect(after.map((event) => event['location'])).toEqual(['IJsbaan Haarlem', 'Thialf', 'Thialf', 'Thialf']);
    expect(after.map((event) => event['capacity'])).toEqual([20, 30, 30, 30]);
    // The time moved for this one only; the others keep their own.
    expect(after[1]!['start']).toBe('2026-10-13 18:00:00.000Z');
    expect(after[2]!['start']).toBe(third!['start']);
    expect(after[3]!['description']).toBe('Laatste van het blok');
    expect(after[0]!['updated']).toBe(first!['updated']);
    // An occurrence an admin gave another committee is no longer the Sportcommissie's to change.
    await pb.admin.collection('events').update(fourth!.id, { organiser: ids['Activiteitencommissie'] });
    const mine = await call('sport', 'PATCH', `/api/tjas/evenementen/${second!.id}/reeks`, { location: 'De Uithof' });
    expect(mine.body['changed']).toBe(2);
    expect((await pb.admin.collection('events').getOne(fourth!.id))['location']).toBe('Thialf');
    // Others than the organisers may not.
    expect((await call('lid', 'PATCH', `/api/tjas/evenementen/${second!.id}/reeks`, { location: 'X' })).status).toBe(
      403,
    );
    const bad = await call('sport', 'PATCH', `/api/tjas/evenementen/${second!.id}/reeks`, {
      signup_deadline: '2026-10-20T18:00:00.000Z',
    });
    expect(bad.status).toBe(400);
    // Later means later as the series stood: moving this one past the next week still changes that week.
    const moved = await call('sport', 'PATCH', `/api/tjas/evenementen/${second!.id}/reeks`, {
      location: 'Kardinge',
      start: '2026-10-21T17:30:00.000Z',
      end: '2026-10-21T19:00:00.000Z',
    });
    expect(moved.body['changed']).toBe(2);
    expect((await occurrences(made.body['series'] as string)).map((event) => event['location'])).toEqual([
      'IJsbaan Haarlem',
      'Kardinge',
      'Kardinge',
      'Thialf',
    ]);
    // A wrong type changes nothing, here or later (PocketBase would make "veel" 0, no limit, everywhere).
    const cast = await call('sport', 'PATCH', `/api/tjas/evenementen/${second!.id}/reeks`, { capacity: 'veel' });
    expect(cast.status).toBe(400);
    expect(cast.body['message']).toBe('Vul een getal in.');
    expect((await occurrences(made.body['series'] as string)).map((event) => event['capacity'])).toEqual([
      20, 30, 30, 30,
    ]);
  });
});

describe('availability for a training', () => {
  const answer = (member: string, eventId: string, body: unknown) =>
    call(member, 'PUT', `/api/tjas/evenementen/${eventId}/beschikbaarheid`, body);
  const overview = (member: string, eventId: string) =>
    call(member, 'GET', `/api/tjas/evenementen/${eventId}/beschikbaarheid`, undefined);

  async function newTraining(start = new Date(Date.now() + 7 * 86_400_000).toISOString()) {
    return pb.admin.collection('events').create({
      title: `Training ${++counter}`,
      start,
      organiser: ids['Sportcommissie'],
      training: true,
    });
  }

  it('keeps one answer per member, which they change; the organisers see who comes, cannot and has not answered', async () => {
    const event = await newTraining();
    expect((await answer('lid', event.id, { answer: 'komt' })).status).toBe(200);
    const changed = await answer('lid', event.id, { answer: 'kan_niet', reason: '  Tentamen  ' });
    expect(changed.body).toMatchObject({ answer: 'kan_niet', reason: 'Tentamen' });
    // Two clicks at once leave one answer.
    await Promise.all([
      answer('activiteiten', event.id, { answer: 'komt' }),
      answer('activiteiten', event.id, { answer: 'komt' }),
    ]);
    const stored = await pb.admin.collection('availability').getFullList({
      filter: pb.admin.filter('event = {:event}', { event: event.id }),
    });
    expect(stored).toHaveLength(2);

    const seen = await overview('sport', event.id);
    expect(seen.status).toBe(200);
    const groups = seen.body as Record<string, { id: string; name: string; reason?: string }[]>;
    expect(groups['komt']!.map((member) => member.id)).toEqual([ids['activiteiten']]);
    expect(groups['kan_niet']).toEqual([expect.objectContaining({ id: ids['lid'], reason: 'Tentamen' })]);
    expect(groups['geen_reactie']!.map((member) => member.id)).toContain(ids['sport']);
    expect(groups['geen_reactie']!.map((member) => member.id)).not.toContain(ids['lid']);
    expect((await overview('bestuur', event.id)).status).toBe(200);
    expect((await overview('lid', event.id)).status).toBe(403);

    // A member reads their own answer, not the others'; the organisers read all.
    const own = await members['lid']!.collection('availability').getFullList({
      filter: members['lid']!.filter('event = {:event}', { event: event.id }),
    });
    expect(own.map((record) => record['user'])).toEqual([ids['lid']]);
    const all = await members['sport']!.collection('availability').getFullList({
      filter: members['sport']!.filter('event = {:event}', { event: event.id }),
    });
    expect(all).toHaveLength(2);
    // Written only through the route.
    await expect(
      members['lid']!.collection('availability').create({ event: event.id, user: ids['lid'], answer: 'komt' }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('puts a training the member comes to in their calendar feed, and takes it out when they cannot', async () => {
    const event = await newTraining();
    const { url } = (await call('lid', 'POST', '/api/tjas/agenda-link', {})).body as { url: string };
    const feed = async () => (await fetch(`${pb.url}${new URL(url).pathname}`)).text();
    await answer('lid', event.id, { answer: 'komt' });
    expect(await feed()).toContain(event['title'] as string);
    await answer('lid', event.id, { answer: 'kan_niet' });
    expect(await feed()).not.toContain(event['title'] as string);
  });

  it('refuses a wrong answer or a long reason with a Dutch 400', async () => {
    const event = await newTraining();
    const wrong = await answer('lid', event.id, { answer: 'misschien' });
    expect(wrong.status).toBe(400);
    expect(wrong.body['message']).toBe('Kies "Ik kom" of "Kan niet".');
    const long = await answer('lid', event.id, { answer: 'kan_niet', reason: 'x'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.body['message']).toBe('Een reden heeft hooguit 200 tekens; deze heeft er 201.');
  });

  it('is closed once the training began, and only for trainings, which take no sign-ups', async () => {
    const begun = await newTraining(new Date(Date.now() - 60_000).toISOString());
    const late = await answer('lid', begun.id, { answer: 'komt' });
    expect(late.status).toBe(409);
    expect(late.body['message']).toBe('De training is al begonnen; je antwoord ligt vast.');
    const party = await pb.admin.collection('events').create({
      title: 'Feest',
      start: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      organiser: ids['Activiteitencommissie'],
    });
    expect((await answer('lid', party.id, { answer: 'komt' })).status).toBe(409);
    // An event members signed up for does not become a training: their places would no longer show.
    await members['lid']!.collection('signups').create({ event: party.id, user: ids['lid'] });
    await expect(
      members['activiteiten']!.collection('events').update(party.id, { training: true }),
    ).rejects.toMatchObject({
      status: 409,
      response: {
        message:
          'Voor dit evenement zijn al leden aangemeld, dus het kan geen training worden. Maak een nieuwe training aan.',
      },
    });
    const open = await newTraining();
    await expect(
      members['lid']!.collection('signups').create({ event: open.id, user: ids['lid'] }),
    ).rejects.toMatchObject({
      status: 409,
    });
  });
});
