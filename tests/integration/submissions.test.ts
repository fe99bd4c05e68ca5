import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import { demoImage } from '@tjas/backend/demo-images';
import { receivingCommittee, SUBMISSION_KINDS, type SubmissionKind } from '@tjas/permissions/permission-table';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

let pb: TestPocketBase;
let lid: PocketBase;
let activiteiten: PocketBase;
let pr: PocketBase;
let redactie: PocketBase;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const BODIES: Record<SubmissionKind, Record<string, unknown>> = {
  promotie: {
    title: 'Promotie borrel',
    body: 'Graag een post over de borrel.',
    deadline: inDays(3),
    event_date: inDays(7),
    channels: ['instagram'],
  },
  uitglijder: {
    title: 'Val bij de start',
    body: 'Bij de start van de 500 meter viel Thijs om.',
    involved: 'Thijs Smit',
  },
  'technische-hulp': { title: 'Inloggen lukt niet', body: 'Op mijn telefoon blijf ik op de inlogpagina.' },
};
let sentCount = 0;
/** A promotion request with a title of its own: the same form sent again within seconds counts as a double submit. */
const promotion = () => ({ kind: 'promotie', ...BODIES.promotie, title: `Promotie borrel ${++sentCount}` });

beforeAll(async () => {
  pb = await startTestPocketBase({ seeded: true });
  lid = await pb.member('lid@tjas.example', DEMO_PASSWORD);
  activiteiten = await pb.member('activiteiten@tjas.example', DEMO_PASSWORD);
  pr = await pb.member('pr@tjas.example', DEMO_PASSWORD);
  redactie = await pb.member('redactie@tjas.example', DEMO_PASSWORD);
});
afterAll(() => pb?.stop());

describe('sending a submission', () => {
  it.each(Object.keys(SUBMISSION_KINDS) as SubmissionKind[])(
    'sends %s to the committee of the permission table',
    async (kind) => {
      const created = await lid.collection('submissions').create({ kind, ...BODIES[kind] }, { expand: 'committee' });
      expect(created['expand']?.['committee']?.['key']).toBe(receivingCommittee(kind));
      expect(created['status']).toBe('nieuw');
    },
  );

  it('takes the sender, the receiving committee and the status from the server, not the request', async () => {
    const redactieId = (await pb.admin.collection('committees').getFirstListItem('name = "Redactie"')).id;
    const someoneElse = (await pb.admin.collection('users').getFirstListItem('username = "sanne.jansen"')).id;
    const created = await lid.collection('submissions').create({
      kind: 'promotie',
      ...BODIES.promotie,
      submitter: someoneElse,
      committee: redactieId,
      status: 'afgehandeld',
      signed_as: 'Bestuur',
    });
    expect(created['submitter']).toBe(lid.authStore.record!.id);
    expect(created['committee']).not.toBe(redactieId);
    expect(created['status']).toBe('nieuw');
    expect(created['signed_as']).toBe('lid');
  });

  it('signs on behalf of the member\u2019s own committee only (committeeFor)', async () => {
    const mine = await activiteiten
      .collection('submissions')
      .create({ kind: 'promotie', ...BODIES.promotie, on_behalf_of: ' activiteitencommissie ' });
    expect(mine['signed_as']).toBe('Activiteitencommissie');
    const notMine = await lid
      .collection('submissions')
      .create({ kind: 'promotie', ...BODIES.promotie, on_behalf_of: 'Bestuur' });
    expect(notMine['signed_as']).toBe('lid');
  });

  it.each([
    ['a deadline in the past', { deadline: inDays(-2) }, 'deadline', 'Deze datum ligt in het verleden.'],
    [
      'a deadline after the activity',
      { deadline: inDays(8), event_date: inDays(4) },
      'deadline',
      'De promotie moet klaar zijn vóór de datum van de activiteit.',
    ],
    ['no deadline', { deadline: '' }, 'deadline', 'Vul in wanneer de promotie klaar moet zijn.'],
    ['no channel', { channels: [] }, 'channels', 'Kies minstens één kanaal.'],
  ])('refuses a promotion request with %s with a Dutch field error', async (_case, change, field, message) => {
    const before = await pb.admin.collection('submissions').getList(1, 1);
    const error = await lid
      .collection('submissions')
      .create({ kind: 'promotie', ...BODIES.promotie, ...change })
      .catch((reason: unknown) => reason);
    expect(error).toMatchObject({ status: 400, response: { data: { [field]: { message } } } });
    expect((await pb.admin.collection('submissions').getList(1, 1)).totalItems).toBe(before.totalItems);
  });

  it('refuses an unknown kind, a missing text and a PDF as a slip-up photo', async () => {
    await expect(
      lid.collection('submissions').create({ kind: 'klacht', title: 'Test', body: 'Dit is een klacht.' }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(lid.collection('submissions').create({ kind: 'uitglijder', title: 'Te kort' })).rejects.toMatchObject({
      status: 400,
      response: { data: { body: {} } },
    });
    const form = new FormData();
    for (const [key, value] of Object.entries(BODIES.uitglijder)) form.set(key, String(value));
    form.set('kind', 'uitglijder');
    form.set(
      'attachment',
      new Blob(['%PDF-1.4\n%\u00e2\u00e3\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'], { type: 'application/pdf' }),
      'verhaal.pdf',
    );
    await expect(lid.collection('submissions').create(form)).rejects.toMatchObject({
      status: 400,
      response: { data: { attachment: { message: 'Een uitglijder-foto moet een afbeelding zijn.' } } },
    });
  });
});

describe('links', () => {
  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'geen link'])(
    'refuses %s as a link in a submission and a sponsor',
    async (link) => {
      await expect(
        lid.collection('submissions').create({ kind: 'technische-hulp', ...BODIES['technische-hulp'], page_url: link }),
      ).rejects.toMatchObject({
        status: 400,
        response: { data: { page_url: { code: 'validation_invalid_url' } } },
      });
      await expect(
        pb.admin.collection('sponsors').create({ name: `Sponsor ${link.length}`, tier: 'brons', url: link }),
      ).rejects.toMatchObject({
        status: 400,
        response: { data: { url: { code: 'validation_invalid_url' } } },
      });
    },
  );
});

describe('handling a submission', () => {
  it('lets the receiving committee move the status and reply, and the sender see it', async () => {
    const sent = await lid.collection('submissions').create(promotion());
    await pr.collection('submissions').update(sent.id, { status: 'in_behandeling', response: 'Komt dinsdag online.' });
    const seen = await lid.collection('submissions').getOne(sent.id);
    expect(seen).toMatchObject({ status: 'in_behandeling', response: 'Komt dinsdag online.' });
    await expect(redactie.collection('submissions').getOne(sent.id)).rejects.toMatchObject({ status: 404 });
  });

  it('refuses changes to the sender\u2019s text, sender or committee, even by the receiving committee', async () => {
    const sent = await lid.collection('submissions').create(promotion());
    for (const change of [
      { title: 'Andere titel' },
      { submitter: pr.authStore.record!.id },
      { signed_as: 'PR-commissie' },
    ]) {
      await expect(pr.collection('submissions').update(sent.id, change)).rejects.toMatchObject({ status: 400 });
    }
    expect(await pb.admin.collection('submissions').getOne(sent.id)).toMatchObject({
      title: sent['title'],
      signed_as: 'lid',
    });
  });

  it('refuses a status the workflow does not know', async () => {
    const sent = await lid.collection('submissions').create(promotion());
    await expect(pr.collection('submissions').update(sent.id, { status: 'weggegooid' })).rejects.toMatchObject({
      status: 400,
    });
  });
});

describe('attachments', () => {
  it('serves an attachment only with a file token of someone who may read the submission', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(BODIES.uitglijder)) form.set(key, String(value));
    form.set('kind', 'uitglijder');
    const png = demoImage({ width: 20, height: 20, from: [0, 0, 0], to: [255, 255, 255] });
    form.set('attachment', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'val.png');
    const sent = await lid.collection('submissions').create(form);
    const url = (client: PocketBase, token?: string) =>
      client.files.getURL(sent, sent['attachment'], token ? { token } : {});

    expect((await fetch(url(lid))).status).toBe(404);
    expect((await fetch(url(lid, await lid.files.getToken()))).status).toBe(200);
    expect((await fetch(url(redactie, await redactie.files.getToken()))).status).toBe(200);
    expect((await fetch(url(pr, await pr.files.getToken()))).status).toBe(404);
  });
});

describe('data export', () => {
  it('gives a member their own records and nobody else\u2019s', async () => {
    const response = await fetch(`${pb.url}/api/tjas/mijn-gegevens`, {
      headers: { Authorization: lid.authStore.token },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('mijn-gegevens.json');
    const data = (await response.json()) as {
      profile: Record<string, unknown>;
      records: Record<string, Record<string, unknown>[]>;
    };
    expect(data.profile).toMatchObject({ username: 'lid', email: 'lid@tjas.example' });
    expect(data.profile).not.toHaveProperty('password');
    expect(data.profile).not.toHaveProperty('tokenKey');
    expect(data.records['submissions']!.length).toBeGreaterThan(3);
    expect(data.records['submissions']!.every((record) => record['submitter'] === lid.authStore.record!.id)).toBe(true);
    expect(data.records['signups']!.every((record) => record['user'] === lid.authStore.record!.id)).toBe(true);
  });

  it('refuses a visitor without a login', async () => {
    expect((await fetch(`${pb.url}/api/tjas/mijn-gegevens`)).status).toBe(401);
  });
});
