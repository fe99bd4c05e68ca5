import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

// Changes that grant power need the acting member's password for exactly that change, within a
// minute, once: a session alone (code running in an admin's page) cannot make them. Taking power
// away stays one request.

let pb: TestPocketBase;
let bestuur: PocketBase; // an admin
let ict: PocketBase; // another admin
const committees = new Map<string, string>();
const ids = new Map<string, string>();

beforeAll(async () => {
  pb = await startTestPocketBase({ seeded: true });
  bestuur = await pb.member('bestuur@tjas.example', DEMO_PASSWORD);
  ict = await pb.member('ict@tjas.example', DEMO_PASSWORD);
  for (const committee of await pb.admin.collection('committees').getFullList())
    committees.set(committee['name'] as string, committee.id);
  for (const user of await pb.admin.collection('users').getFullList({ fields: 'id,username' }))
    ids.set(user['username'] as string, user.id);
});
afterAll(() => pb?.stop());

type Change = Record<string, unknown>;

/** A confirmation of `change`, as the shell's dialog gets it with the member's password. */
async function confirm(as: PocketBase, change: Change, password = DEMO_PASSWORD): Promise<string> {
  const answer = await as.send<{ confirmation: string }>('/api/tjas/bevestigingen', {
    method: 'POST',
    body: { change, password },
  });
  return answer.confirmation;
}

const withConfirmation = (confirmation: string) => ({ headers: { 'X-Tjas-Bevestiging': confirmation } });
const committeesOf = async (username: string) =>
  ((await pb.admin.collection('users').getOne(ids.get(username)!))['committees'] as string[]).sort();
const intoBestuur = (username: string): Change => ({
  kind: 'lid',
  member: ids.get(username),
  add: [committees.get('Bestuur')],
  reactivate: false,
});

describe('adding a member to a committee', () => {
  it('without a confirmation is refused in Dutch, and nothing changes (the attack of finding 2)', async () => {
    const before = await committeesOf('sport');
    const refused = await bestuur
      .collection('users')
      .update(ids.get('sport')!, { 'committees+': committees.get('Bestuur') })
      .catch((error: { status: number; response: { message: string } }) => error);
    expect(refused).toMatchObject({
      status: 403,
      response: { message: expect.stringContaining('Bevestig met je wachtwoord: Sem Sporters toevoegen aan Bestuur') },
    });
    expect(await committeesOf('sport')).toEqual(before);
  });

  it('the dialog shows the server\u2019s own description of the change, only to who may make it', async () => {
    const describe = (as: PocketBase) =>
      as.send<{ description: string }>('/api/tjas/bevestigingen/omschrijving', {
        method: 'POST',
        body: { change: intoBestuur('sport') },
      });
    expect((await describe(bestuur)).description).toBe('Sem Sporters toevoegen aan Bestuur');
    // A member who does not manage members learns nothing, not even a name, and gets no confirmation.
    const lid = await pb.member('lid@tjas.example', DEMO_PASSWORD);
    await expect(describe(lid)).rejects.toMatchObject({ status: 403 });
    await expect(confirm(lid, intoBestuur('sport'))).rejects.toMatchObject({ status: 403 });
  });

  it('is refused with a confirmation of another change, of another member, used before or expired', async () => {
    const before = await committeesOf('sport');
    const patch = (as: PocketBase, confirmation: string) =>
      as
        .collection('users')
        .update(ids.get('sport')!, { 'committees+': committees.get('Bestuur') }, withConfirmation(confirmation))
        .then(
          () => 200,
          (error: { status: number }) => error.status,
        );
    // Another change: into the Redactie, or another member into the Bestuur.
    const other = await confirm(bestuur, { ...intoBestuur('sport'), add: [committees.get('Redactie')] });
    expect(await patch(bestuur, other)).toBe(403);
    expect(await patch(bestuur, await confirm(bestuur, intoBestuur('lid')))).toBe(403);
    // Another admin's confirmation of this very change.
    expect(await patch(bestuur, await confirm(ict, intoBestuur('sport')))).toBe(403);
    // Expired: older than a minute.
    const old = await confirm(bestuur, intoBestuur('sport'));
    await pb.admin
      .collection('power_confirmations')
      .update(old, { expires: new Date(Date.now() - 1000).toISOString().replace('T', ' ') });
    expect(await patch(bestuur, old)).toBe(403);
    expect(await committeesOf('sport')).toEqual(before);
    // Used once, not twice.
    const good = await confirm(bestuur, intoBestuur('sport'));
    expect(await patch(bestuur, good)).toBe(200);
    await bestuur.collection('users').update(ids.get('sport')!, { 'committees-': committees.get('Bestuur') });
    expect(await patch(bestuur, good)).toBe(403);
    expect(await committeesOf('sport')).toEqual(before);
  });

  it('with the right password is made, and the change log names the confirmation', async () => {
    const confirmation = await confirm(bestuur, { ...intoBestuur('lid'), add: [committees.get('Redactie')] });
    await bestuur
      .collection('users')
      .update(ids.get('lid')!, { 'committees+': committees.get('Redactie') }, withConfirmation(confirmation));
    expect(await committeesOf('lid')).toEqual([committees.get('Redactie')]);
    const [change] = await pb.admin
      .collection('member_changes')
      .getFullList({ filter: `member = "${ids.get('lid')}"`, sort: '-created' });
    expect(change).toMatchObject({ summary: 'toegevoegd aan Redactie', confirmation, actor: ids.get('bestuur') });
    // Taking power away is one request.
    await bestuur.collection('users').update(ids.get('lid')!, { 'committees-': committees.get('Redactie') });
    expect(await committeesOf('lid')).toEqual([]);
  });

  it('with a wrong password gets no confirmation', async () => {
    await expect(confirm(bestuur, intoBestuur('lid'), 'geraden-wachtwoord')).rejects.toMatchObject({
      status: 400,
      response: { message: 'Dat wachtwoord klopt niet.' },
    });
  });
});

describe('an account', () => {
  it('is deactivated in one request, and made active again only with a confirmation', async () => {
    const member = ids.get('redactie')!;
    await bestuur.collection('users').update(member, { inactive: true });
    await expect(bestuur.collection('users').update(member, { inactive: false })).rejects.toMatchObject({
      status: 403,
    });
    expect((await pb.admin.collection('users').getOne(member))['inactive']).toBe(true);
    const confirmation = await confirm(bestuur, { kind: 'lid', member, add: [], reactivate: true });
    await bestuur.collection('users').update(member, { inactive: false }, withConfirmation(confirmation));
    expect((await pb.admin.collection('users').getOne(member))['inactive']).toBe(false);
  });

  it('added with committees needs a confirmation; added without none', async () => {
    const placeholder = 'een-lang-tijdelijk-wachtwoord-1234';
    const body = (email: string, withCommittees: boolean) => ({
      email,
      username: email.split('@')[0],
      name: 'Nieuw Lid',
      password: placeholder,
      passwordConfirm: placeholder,
      committees: withCommittees ? [committees.get('Bestuur')] : [],
    });
    await bestuur.collection('users').create(body('zonder.rechten@tjas.example', false));
    await expect(bestuur.collection('users').create(body('met.rechten@tjas.example', true))).rejects.toMatchObject({
      status: 403,
    });
    const confirmation = await confirm(bestuur, {
      kind: 'nieuw-lid',
      email: 'met.rechten@tjas.example',
      add: [committees.get('Bestuur')],
    });
    const created = await bestuur
      .collection('users')
      .create(body('met.rechten@tjas.example', true), withConfirmation(confirmation));
    expect(created['committees']).toEqual([committees.get('Bestuur')]);
  });
});
