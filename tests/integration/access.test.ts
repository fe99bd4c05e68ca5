import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededIds } from './support/seeded-ids.ts';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

let pb: TestPocketBase;
let lid: PocketBase;
let activiteiten: PocketBase;
let bestuur: PocketBase;
const ids: Record<string, string> = {};

beforeAll(async () => {
  pb = await startTestPocketBase({ seeded: true });
  lid = await pb.member('lid@tjas.example', DEMO_PASSWORD);
  activiteiten = await pb.member('activiteiten@tjas.example', DEMO_PASSWORD);
  bestuur = await pb.member('bestuur@tjas.example', DEMO_PASSWORD);
  Object.assign(ids, await seededIds(pb));
});
afterAll(() => pb?.stop());

describe('anonymous requests', () => {
  it.each(['users', 'committees', 'events', 'signups'])('list no %s', async (collection) => {
    const list = await pb.client().collection(collection).getList(1, 30);
    expect(list.items).toEqual([]);
    expect(list.totalItems).toBe(0);
  });

  it('cannot view a member, a committee or an event by id', async () => {
    const event = (await pb.admin.collection('events').getList(1, 1)).items[0]!;
    await expect(pb.client().collection('users').getOne(ids['lid']!)).rejects.toMatchObject({ status: 404 });
    await expect(pb.client().collection('committees').getOne(ids['Bestuur']!)).rejects.toMatchObject({ status: 404 });
    await expect(pb.client().collection('events').getOne(event.id)).rejects.toMatchObject({ status: 404 });
  });

  it('cannot create a member account', async () => {
    await expect(
      pb.client().collection('users').create({
        email: 'indringer@example.com',
        username: 'indringer',
        password: 'wachtwoord123',
        passwordConfirm: 'wachtwoord123',
      }),
    ).rejects.toMatchObject({ status: 400 }); // only admins may add members (createRule)
    const found = await pb.admin.collection('users').getList(1, 1, { filter: 'username = "indringer"' });
    expect(found.totalItems).toBe(0);
  });
});

describe('members', () => {
  it('read members, committees and events, but not other members\u2019 e-mail addresses', async () => {
    const users = await lid.collection('users').getList(1, 50);
    expect(users.totalItems).toBeGreaterThanOrEqual(30);
    // Some demo members share their address in the directory (emailVisibility); the list's order
    // is not fixed, so every other member's address is checked, not the first one found.
    const sharing = await pb.admin.collection('users').getFullList({ filter: 'emailVisibility = true' });
    const sharingIds = new Set(sharing.map((user) => user.id));
    const others = users.items.filter((user) => user.id !== ids['lid'] && !sharingIds.has(user.id));
    expect(others.length).toBeGreaterThanOrEqual(25);
    expect(others.map((user) => user['email'] ?? '')).toEqual(others.map(() => ''));
    expect((await lid.collection('committees').getList()).totalItems).toBe(9);
    expect((await lid.collection('events').getList()).totalItems).toBeGreaterThanOrEqual(15);
  });

  it('cannot add a committee to themselves', async () => {
    await expect(lid.collection('users').update(ids['lid']!, { committees: [ids['Bestuur']] })).rejects.toMatchObject({
      status: 404,
    });
    await expect(lid.collection('users').update(ids['lid']!, { 'committees+': ids['Bestuur'] })).rejects.toMatchObject({
      status: 404,
    });
    const me = await pb.admin.collection('users').getOne(ids['lid']!);
    expect(me['committees']).toEqual([]);
  });

  it('cannot give themselves admin rights through a committee, nor create one', async () => {
    await expect(lid.collection('committees').update(ids['Redactie']!, { admin: true })).rejects.toMatchObject({
      status: 403,
    });
    await expect(lid.collection('committees').create({ name: 'Eigen club', admin: true })).rejects.toMatchObject({
      status: 403,
    });
  });

  it('cannot edit another member', async () => {
    await expect(lid.collection('users').update(ids['sport']!, { name: 'Gehackt' })).rejects.toMatchObject({
      status: 404,
    });
    expect((await pb.admin.collection('users').getOne(ids['sport']!))['name']).toBe('Sem Sporters');
  });

  it('cannot change their username or verified flag, but can change their name', async () => {
    await expect(lid.collection('users').update(ids['lid']!, { username: 'bestuur2' })).rejects.toMatchObject({
      status: 404,
    });
    await expect(lid.collection('users').update(ids['lid']!, { verified: false })).rejects.toMatchObject({
      status: 404,
    });
    const updated = await lid.collection('users').update(ids['lid']!, { name: 'Lotte Lid' });
    expect(updated['name']).toBe('Lotte Lid');
    // The account form requires a name; so does the server.
    await expect(lid.collection('users').update(ids['lid']!, { name: '' })).rejects.toMatchObject({
      status: 400,
      response: { data: { name: expect.anything() } },
    });
  });

  it('sign up only themselves, once, and sign out only themselves', async () => {
    const event = await pb.admin
      .collection('events')
      .create({ title: 'Nieuwe training', start: '2030-02-01 18:00:00.000Z', organiser: ids['Sportcommissie'] });
    await expect(lid.collection('signups').create({ event: event.id, user: ids['sport'] })).rejects.toMatchObject({
      status: 400,
    });
    const mine = await lid.collection('signups').create({ event: event.id, user: ids['lid'] });
    await expect(lid.collection('signups').create({ event: event.id, user: ids['lid'] })).rejects.toMatchObject({
      status: 409,
      response: { message: 'Je bent al aangemeld voor dit evenement.' },
    });
    const theirs = await activiteiten.collection('signups').create({ event: event.id, user: ids['activiteiten'] });
    await expect(lid.collection('signups').delete(theirs.id)).rejects.toMatchObject({ status: 404 });
    await lid.collection('signups').delete(mine.id);
  });
});

describe('events', () => {
  const draft = () => ({ title: 'Nieuwe activiteit', start: '2030-01-01 18:00:00.000Z' });

  it('are created by members of the organising committee', async () => {
    const created = await activiteiten
      .collection('events')
      .create({ ...draft(), organiser: ids['Activiteitencommissie'] });
    expect(created['organiser']).toBe(ids['Activiteitencommissie']);
  });

  it('are refused to members of other committees and to members without committees', async () => {
    await expect(
      activiteiten.collection('events').create({ ...draft(), organiser: ids['Sportcommissie'] }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      lid.collection('events').create({ ...draft(), organiser: ids['Sportcommissie'] }),
    ).rejects.toMatchObject({
      status: 400,
    });
  });

  it('are edited by their organisers and admins only', async () => {
    const sportEvent = await pb.admin.collection('events').create({ ...draft(), organiser: ids['Sportcommissie'] });
    await expect(
      activiteiten.collection('events').update(sportEvent.id, { title: 'Overgenomen' }),
    ).rejects.toMatchObject({
      status: 404,
    });
    const edited = await bestuur.collection('events').update(sportEvent.id, { title: 'Door het bestuur aangepast' });
    expect(edited['title']).toBe('Door het bestuur aangepast');
  });
});
