import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import {
  ACTIVE_MEMBER,
  MESSAGE_RECIPIENT,
  SHOWN_PRODUCT,
  SHOWN_VARIANT,
  type CollectionName,
  type Grant,
} from '@tjas/permissions/collection-access';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { startTestPocketBase, type TestPocketBase } from './test-pocketbase.ts';

export interface FixtureContext {
  /** Superuser client that creates the records under test. */
  admin: PocketBase;
  /** The member who owns every fixture record. */
  ownerId: string;
  committeeId(name: string): string;
}

export interface CollectionFixture {
  /** The committee a fixture record names (for `committee` grants). */
  committee?: string;
  /** The section a fixture record names (for `releaser` grants). */
  section?: string;
  /** A fresh record owned by the context's owner, created as superuser. */
  fixture(context: FixtureContext): Promise<RecordModel>;
  /** A valid body for a member (or the anonymous visitor) to create a record with. */
  createBody(context: FixtureContext, personaId: string, personaName: string): Promise<Record<string, unknown>>;
  /** A valid change for an update attempt. */
  updateBody: Record<string, unknown>;
  /**
   * Whether a `member` grant's condition (`where`) holds for the persona `personaId` on a fixture
   * record; for every member when not given (a condition about the record alone).
   */
  memberWhere?(grant: Grant, personaId: string, context: FixtureContext): boolean;
  /**
   * Records that a grant's condition (`where`) keeps from some readers, tried for list and view
   * as well: `reaches` says which grants still give them. They belong to no persona.
   */
  variants?: readonly {
    name: string;
    fixture(context: FixtureContext): Promise<RecordModel>;
    reaches(grant: Grant): boolean;
  }[];
}

/**
 * A fixture context whose records belong to the member logged in as `member` (an admin member in
 * the tests that need every right), with committee ids by name from the server.
 */
export async function fixtureContext(admin: PocketBase, member: PocketBase): Promise<FixtureContext> {
  const committees = new Map<string, string>();
  for (const committee of await admin.collection('committees').getFullList())
    committees.set(committee['name'], committee.id);
  return { admin, ownerId: member.authStore.record!.id, committeeId: (name) => committees.get(name)! };
}

/**
 * A test server with the demo data and the admin member `bestuur` logged in, whose fixture
 * records belong to that member: for the tests that try every collection with every right.
 */
export async function startWithAdminMember(): Promise<{
  pb: TestPocketBase;
  admin: PocketBase;
  context: FixtureContext;
}> {
  const pb = await startTestPocketBase({ seeded: true });
  const admin = await pb.member('bestuur@tjas.example', DEMO_PASSWORD);
  return { pb, admin, context: await fixtureContext(pb.admin, admin) };
}

let counter = 0;
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}-${++counter}`;
let yearCounter = 0;
/** A distinct association year ("1001-1002", ...) for every board a test makes. */
const nextYear = () => `${1000 + ++yearCounter}-${1001 + yearCounter}`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function openEvent(context: FixtureContext): Promise<RecordModel> {
  return context.admin.collection('events').create({
    title: unique('Matrixavond'),
    start: inDays(20),
    organiser: context.committeeId('Activiteitencommissie'),
  });
}

/** A coming training of the Activiteitencommissie: members answer it, they do not sign up. */
function trainingEvent(context: FixtureContext): Promise<RecordModel> {
  return context.admin.collection('events').create({
    title: unique('Matrixtraining'),
    start: inDays(20),
    organiser: context.committeeId('Activiteitencommissie'),
    training: true,
  });
}

async function ownerSignup(context: FixtureContext): Promise<RecordModel> {
  const event = await openEvent(context);
  return context.admin.collection('signups').create({ event: event.id, user: context.ownerId });
}

/**
 * Records made once per server and shared by its create attempts: an open event for sign-ups (a
 * member signs up once per event), an album for photos, a variant with stock for orders. Kept per
 * superuser client, so files that share this module in one worker never use another server's.
 */
const sharedRecords = new WeakMap<PocketBase, Map<string, Promise<RecordModel>>>();
function sharedRecord(context: FixtureContext, name: string, make: () => Promise<RecordModel>): Promise<RecordModel> {
  let records = sharedRecords.get(context.admin);
  if (!records) sharedRecords.set(context.admin, (records = new Map()));
  let record = records.get(name);
  if (!record) records.set(name, (record = make()));
  return record;
}

/** How to make records of each collection in the permission table. */
export const COLLECTION_FIXTURES: Record<CollectionName, CollectionFixture> = {
  users: {
    fixture: async (context) => context.admin.collection('users').getOne(context.ownerId),
    createBody: async (_context, _id, persona) => {
      const username = `matrix.${persona.replace(/[^a-z0-9]/g, '')}.${++counter}`;
      return {
        username,
        email: `${username}@example.com`,
        name: 'Matrix',
        password: 'wachtwoord-123',
        passwordConfirm: 'wachtwoord-123',
      };
    },
    updateBody: { name: 'Lotte de Lid' },
    variants: [
      {
        // Only who manages members sees a deactivated one (the grants without the active condition).
        name: 'gedeactiveerd lid',
        fixture: async (context) => {
          const username = `matrix.oud.${++counter}`;
          return context.admin.collection('users').create({
            username,
            email: `${username}@example.com`,
            name: 'Oud Lid',
            password: 'wachtwoord-123',
            passwordConfirm: 'wachtwoord-123',
            inactive: true,
          });
        },
        reaches: (grant) => grant.where !== ACTIVE_MEMBER,
      },
    ],
  },
  committees: {
    fixture: (context) => context.admin.collection('committees').create({ name: unique('Matrixcommissie') }),
    createBody: async () => ({ name: unique('Eigen commissie') }),
    updateBody: { description: 'Gewijzigd' },
  },
  event_cards: {
    committee: 'Activiteitencommissie',
    // A card is an event read through the view (read-only: a write is refused, whoever asks).
    fixture: async (context) => context.admin.collection('event_cards').getOne((await openEvent(context)).id),
    createBody: async () => ({ title: unique('Kaart') }),
    updateBody: { title: 'Gewijzigd' },
  },
  events: {
    committee: 'Activiteitencommissie',
    fixture: openEvent,
    createBody: async (context) => ({
      title: unique('Nieuwe activiteit'),
      start: inDays(30),
      organiser: context.committeeId('Activiteitencommissie'),
    }),
    updateBody: { location: 'Verenigingshok' },
  },
  signups: {
    committee: 'Activiteitencommissie',
    fixture: ownerSignup,
    createBody: async (context, personaId) => {
      const event = await sharedRecord(context, 'signup event', () => openEvent(context));
      return { event: event.id, user: personaId };
    },
    updateBody: { status: 'waiting' },
  },
  signup_answers: {
    committee: 'Activiteitencommissie',
    fixture: async (context) => {
      const signup = await ownerSignup(context);
      return context.admin.collection('signup_answers').create({
        signup: signup.id,
        event: signup['event'],
        user: context.ownerId,
        answers: { dieet: 'Vegetarisch' },
      });
    },
    createBody: async (context, personaId) => {
      const signup = await ownerSignup(context);
      return { signup: signup.id, event: signup['event'], user: personaId, answers: { dieet: 'Geen' } };
    },
    updateBody: { answers: { dieet: 'Veganistisch' } },
  },
  signup_guests: {
    committee: 'Activiteitencommissie',
    fixture: async (context) => {
      const signup = await ownerSignup(context);
      return context.admin
        .collection('signup_guests')
        .create({ signup: signup.id, event: signup['event'], user: context.ownerId, names: ['Piet Jansen'] });
    },
    createBody: async (context, personaId) => {
      const signup = await ownerSignup(context);
      return { signup: signup.id, event: signup['event'], user: personaId, names: ['Klaas Vos'] };
    },
    updateBody: { names: ['Anna de Boer'] },
  },
  availability: {
    committee: 'Activiteitencommissie',
    // The owner's answer for a training.
    fixture: async (context) => {
      const event = await trainingEvent(context);
      return context.admin
        .collection('availability')
        .create({ event: event.id, user: context.ownerId, answer: 'kan_niet', reason: 'Tentamen' });
    },
    createBody: async (context, personaId) => ({
      event: (await openEvent(context)).id,
      user: personaId,
      answer: 'komt',
    }),
    updateBody: { answer: 'komt' },
  },
  event_messages: {
    committee: 'Activiteitencommissie',
    // A message to everyone on an event the owner signed up for.
    fixture: async (context) => {
      const signup = await ownerSignup(context);
      return context.admin
        .collection('event_messages')
        .create({ event: signup['event'], audience: 'all', body: 'Matrixbericht', recipients: 1 });
    },
    createBody: async (context) => ({ event: (await openEvent(context)).id, audience: 'all', body: 'Hallo allemaal' }),
    updateBody: { body: 'Gewijzigd' },
    // Read by the members it went to: of the personas, the owner.
    memberWhere: (grant, personaId, context) => grant.where !== MESSAGE_RECIPIENT || personaId === context.ownerId,
    variants: [
      {
        // A message to the waiting list, the owner having a place: the organisers' alone.
        name: 'aan de wachtlijst',
        fixture: async (context) => {
          const signup = await ownerSignup(context);
          return context.admin
            .collection('event_messages')
            .create({ event: signup['event'], audience: 'waiting', body: 'Matrixbericht', recipients: 0 });
        },
        reaches: (grant) => grant.where !== MESSAGE_RECIPIENT,
      },
      {
        // A message on a training, which takes no sign-ups: the owner said they come, so reads it.
        name: 'over een training',
        fixture: async (context) => {
          const training = await trainingEvent(context);
          await context.admin
            .collection('availability')
            .create({ event: training.id, user: context.ownerId, answer: 'komt' });
          return context.admin
            .collection('event_messages')
            .create({ event: training.id, audience: 'all', body: 'Matrixbericht', recipients: 1 });
        },
        reaches: () => true,
      },
    ],
  },
  signup_payments: {
    committee: 'Activiteitencommissie',
    fixture: async (context) => {
      const signup = await ownerSignup(context);
      return context.admin
        .collection('signup_payments')
        .create({ signup: signup.id, event: signup['event'], user: context.ownerId });
    },
    createBody: async (context, personaId) => {
      const signup = await ownerSignup(context);
      return { signup: signup.id, event: signup['event'], user: personaId };
    },
    updateBody: { marked_by: null },
  },
  submissions: {
    committee: 'PR-commissie',
    fixture: (context) =>
      context.admin.collection('submissions').create({
        kind: 'promotie',
        submitter: context.ownerId,
        title: unique('Promotie'),
        body: 'Graag een bericht op Instagram over onze avond.',
        deadline: inDays(5),
        channels: ['instagram'],
      }),
    createBody: async () => ({
      kind: 'promotie',
      title: unique('Promotie'),
      body: 'Graag een bericht in de nieuwsbrief over onze avond.',
      deadline: inDays(5),
      channels: ['nieuwsbrief'],
    }),
    updateBody: { status: 'in_behandeling' },
  },
  sponsors: {
    fixture: (context) => context.admin.collection('sponsors').create({ name: unique('Sponsor'), tier: 'brons' }),
    createBody: async () => ({ name: unique('Nieuwe sponsor'), tier: 'zilver' }),
    updateBody: { description: 'Nieuwe beschrijving' },
  },
  results: {
    fixture: (context) =>
      context.admin.collection('results').create({
        skater: context.ownerId,
        competition: unique('Clubwedstrijd'),
        date: inDays(-3),
        distance: 500,
        time: 4512,
      }),
    createBody: async (context) => ({
      skater: context.ownerId,
      competition: unique('Kraantje Lek'),
      date: inDays(-1),
      distance: 1500,
      time: 13034,
      ranking: 4,
    }),
    updateBody: { ranking: 2 },
  },
  material: {
    fixture: (context) =>
      context.admin.collection('material').create({ name: unique('Klapschaats'), total: 4, available: 2 }),
    createBody: async () => ({ name: unique('Helm'), total: 3, available: 3 }),
    updateBody: { available: 1 },
  },
  videos: {
    fixture: (context) =>
      context.admin
        .collection('videos')
        .create({ title: unique('Bochtentechniek'), url: 'https://video.example/bocht' }),
    createBody: async () => ({ title: unique('Afzet'), url: 'https://video.example/afzet' }),
    updateBody: { description: 'Let op je knie.' },
  },
  albums: {
    fixture: (context) =>
      context.admin.collection('albums').create({ title: unique('Schaatsweekend'), date: inDays(-10) }),
    createBody: async () => ({ title: unique('Borrel'), date: inDays(-2) }),
    updateBody: { description: 'Met de hele club.' },
  },
  photos: {
    fixture: async (context) => {
      const album = await context.admin.collection('albums').create({ title: unique('Album'), date: inDays(-10) });
      return context.admin.collection('photos').create(photoForm(album.id));
    },
    createBody: async (context) => {
      const album = await sharedRecord(context, 'album', () =>
        context.admin.collection('albums').create({ title: unique('Album'), date: inDays(-10) }),
      );
      return Object.fromEntries(photoForm(album.id));
    },
    updateBody: { caption: 'Op de bank' },
  },
  news_posts: {
    committee: 'Redactie',
    fixture: (context) =>
      context.admin.collection('news_posts').create({
        title: unique('Nieuws'),
        body: '<p>Hallo</p>',
        channel: 'algemeen',
        committee: context.committeeId('Redactie'),
        signed_as: 'Redactie',
      }),
    createBody: async () => ({ title: unique('Bericht'), body: '<p>Nieuws</p>', channel: 'sport' }),
    updateBody: { title: 'Aangepast bericht' },
  },
  news_images: {
    committee: 'Redactie',
    fixture: (context) =>
      context.admin.collection('news_images').create(newsImageForm(context.committeeId('Redactie'))),
    // The server names the uploader's publishing committee.
    createBody: async () => ({ image: new File([PNG], 'foto.png', { type: 'image/png' }) }),
    // Nobody changes a picture (a new one is a new upload): any change is refused.
    updateBody: { committee: '' },
  },
  media_pages: {
    fixture: (context) =>
      context.admin
        .collection('media_pages')
        .create({ slug: `pagina-${++counter}`, title: 'Pagina', body: '<p>Tekst</p>' }),
    createBody: async () => ({ slug: `nieuw-${++counter}`, title: 'Nieuwe pagina', body: '<p>Tekst</p>' }),
    updateBody: { title: 'Aangepaste pagina' },
  },
  boards: {
    fixture: (context) => context.admin.collection('boards').create({ year: nextYear(), name: unique('Bestuur') }),
    createBody: async () => ({ year: nextYear(), name: unique('Nieuw bestuur') }),
    updateBody: { motto: 'Samen op het ijs' },
  },
  board_members: {
    fixture: async (context) => {
      const board = await context.admin.collection('boards').create({ year: nextYear(), name: unique('Bestuur') });
      return context.admin
        .collection('board_members')
        .create({ board: board.id, name: 'Lotte de Lid', role: 'Voorzitter' });
    },
    createBody: async (context) => {
      const board = await context.admin.collection('boards').create({ year: nextYear(), name: unique('Bestuur') });
      return { board: board.id, name: 'Sem Sporters', role: 'Penningmeester' };
    },
    updateBody: { role: 'Secretaris' },
  },
  documents: {
    fixture: (context) => context.admin.collection('documents').create(documentForm()),
    createBody: async () => Object.fromEntries(documentForm()),
    updateBody: { archived: true },
  },
  board_interest: {
    fixture: (context) =>
      context.admin
        .collection('board_interest')
        .create({ member: context.ownerId, motivation: 'Ik wil graag penningmeester worden volgend jaar.' }),
    createBody: async () => ({ motivation: 'Ik heb veel zin om in het bestuur te gaan.', roles: ['secretaris'] }),
    updateBody: { motivation: 'Toch liever voorzitter, denk ik nu.' },
  },
  board_notes: {
    fixture: (context) =>
      context.admin.collection('board_notes').create({ title: unique('Notitie'), body: 'Begroting bespreken.' }),
    createBody: async () => ({ title: unique('Notitie'), body: 'Sponsorcontract verlengen.' }),
    updateBody: { body: 'Begroting is besproken.' },
  },
  groups: {
    fixture: (context) => context.admin.collection('groups').create({ name: unique('Dispuut'), kind: 'dispuut' }),
    createBody: async () => ({ name: unique('Orgaan'), kind: 'orgaan' }),
    updateBody: { description: 'Sinds 1998.' },
  },
  committee_interest: {
    committee: 'Sportcommissie',
    fixture: (context) =>
      context.admin.collection('committee_interest').create({
        member: context.ownerId,
        committees: [context.committeeId('Sportcommissie')],
        motivation: 'Ik wil graag wedstrijden helpen organiseren.',
      }),
    createBody: async (context) => ({
      committees: [context.committeeId('Sportcommissie')],
      motivation: 'Ik wil graag wedstrijden helpen organiseren.',
    }),
    updateBody: { motivation: 'Ik wil graag ook trainingen geven.' },
  },
  mail_outbox: {
    fixture: (context) =>
      context.admin.collection('mail_outbox').create({
        user: context.ownerId,
        to: 'matrix@tjas.example',
        kind: 'wachtlijst',
        subject: unique('Plek'),
        text: 'Hoi',
        html: '<p>Hoi</p>',
      }),
    createBody: async (context) => ({
      user: context.ownerId,
      to: 'x@tjas.example',
      kind: 'bestelling',
      subject: 'Nep',
      text: 'Nep',
      html: '<p>Nep</p>',
    }),
    updateBody: { subject: 'Aangepast' },
  },
  member_changes: {
    fixture: (context) =>
      context.admin
        .collection('member_changes')
        .create({ member: context.ownerId, summary: 'toegevoegd aan Redactie' }),
    createBody: async (context) => ({ member: context.ownerId, summary: 'gedeactiveerd' }),
    updateBody: { summary: 'weer actief gemaakt' },
  },
  sections: {
    fixture: (context) => {
      const name = `matrix-${Date.now().toString(36)}-${++counter}`;
      return context.admin.collection('sections').create({
        name,
        label: 'Matrix',
        prefix: `/${name}`,
        version: '1.0.0',
        entry: `/sections/${name}/1.0.0/mf-manifest.json`,
      });
    },
    createBody: async () => ({
      name: `eigen-${++counter}`,
      label: 'Eigen',
      prefix: `/eigen-${counter}`,
      version: '1.0.0',
      entry: '/x.json',
    }),
    updateBody: { version: '6.6.6' },
  },
  backup_checks: {
    fixture: (context) =>
      context.admin.collection('backup_checks').create({
        name: `${unique('matrix').replace(/\W/g, '-').toLowerCase()}.zip`,
        made: new Date().toISOString().replace('T', ' '),
        ok: true,
      }),
    createBody: async () => ({ name: 'nep-backup.zip', made: new Date().toISOString().replace('T', ' '), ok: true }),
    updateBody: { ok: false },
  },
  section_reports: {
    fixture: (context) =>
      context.admin.collection('section_reports').create({
        section: 'sport',
        version: unique('1.0.0').replace(/ /g, '-'),
        since: '2026-11-27 12:00:00.000Z',
        reporter: 'a'.repeat(64),
      }),
    createBody: async () => ({ section: 'sport', version: '6.6.6', since: 'eerder', reporter: 'b'.repeat(64) }),
    updateBody: { error: 'nep' },
  },
  section_places: {
    fixture: (context) => {
      const name = `plaats-${Date.now().toString(36)}-${++counter}`;
      return context.admin
        .collection('section_places')
        .create({ name, label: 'Plaats', prefix: `/${name}`, committee: context.committeeId('Redactie') });
    },
    createBody: async (context) => ({
      name: `eigen-plaats-${++counter}`,
      label: 'Eigen',
      prefix: `/eigen-plaats-${counter}`,
      committee: context.committeeId('Redactie'),
    }),
    updateBody: { committee: '' },
  },
  power_confirmations: {
    fixture: (context) =>
      context.admin.collection('power_confirmations').create({
        user: context.ownerId,
        change: JSON.stringify({ kind: 'sectie-weghalen', section: unique('sport').replace(/\W/g, '') }),
        description: 'Sectie van de site halen',
        expires: new Date(Date.now() + 60_000).toISOString().replace('T', ' '),
      }),
    createBody: async (context) => ({
      user: context.ownerId,
      change: '{"kind":"sectie-weghalen","section":"sport"}',
      description: 'Nep',
      expires: new Date(Date.now() + 60_000).toISOString().replace('T', ' '),
    }),
    updateBody: { used: new Date().toISOString().replace('T', ' ') },
  },
  section_releases: {
    section: 'sport',
    fixture: (context) =>
      context.admin.collection('section_releases').create({
        section: 'sport',
        seq: 1000 + ++counter,
        action: 'release',
        version: unique('1.0.0').replace(/ /g, '-'),
        entry: '/sections/sport/1.0.0/mf-manifest.json',
      }),
    createBody: async () => ({ section: 'sport', seq: 999_999, action: 'release', version: '6.6.6', entry: '/x.json' }),
    updateBody: { version: '6.6.6' },
  },
  products: {
    fixture: (context) =>
      context.admin
        .collection('products')
        .create({ name: unique('Shirt'), category: 'fietskleding', price: 3500, active: true }),
    createBody: async () => ({ name: unique('Muts'), category: 'schaatskleding', price: 1500, active: true }),
    updateBody: { price: 3250 },
    variants: [
      {
        // Only the Kledingcommissie sees a hidden product (the grants without the shown condition).
        name: 'verborgen product',
        fixture: (context) =>
          context.admin
            .collection('products')
            .create({ name: unique('Oud shirt'), category: 'fietskleding', price: 3500, active: false }),
        reaches: (grant) => grant.where !== SHOWN_PRODUCT,
      },
    ],
  },
  product_variants: {
    fixture: async (context) => {
      const product = await context.admin
        .collection('products')
        .create({ name: unique('Broek'), category: 'fietskleding', price: 5000, active: true });
      return context.admin.collection('product_variants').create({ product: product.id, size: 'M', stock: 5 });
    },
    createBody: async (context) => {
      const product = await context.admin
        .collection('products')
        .create({ name: unique('Jas'), category: 'schaatskleding', price: 9000, active: true });
      return { product: product.id, size: 'L', stock: 2 };
    },
    updateBody: { stock: 4 },
    variants: [
      {
        name: 'maat van een verborgen product',
        fixture: async (context) => {
          const product = await context.admin
            .collection('products')
            .create({ name: unique('Oude broek'), category: 'fietskleding', price: 5000, active: false });
          return context.admin.collection('product_variants').create({ product: product.id, size: 'M', stock: 5 });
        },
        reaches: (grant) => grant.where !== SHOWN_VARIANT,
      },
    ],
  },
  orders: {
    fixture: async (context) => {
      const variant = await shopVariant(context);
      return context.admin
        .collection('orders')
        .create({ member: context.ownerId, variant: variant.id, quantity: 1, status: 'besteld' });
    },
    createBody: async (context) => ({ variant: (await shopVariant(context)).id, quantity: 1 }),
    // What both the owner (of an order only ordered) and the Kledingcommissie may do.
    updateBody: { status: 'geannuleerd' },
  },
};

/** A variant with plenty of stock, for order fixtures. */
function shopVariant(context: FixtureContext): Promise<RecordModel> {
  return sharedRecord(context, 'variant', () =>
    context.admin
      .collection('products')
      .create({ name: unique('Matrixshirt'), category: 'fietskleding', price: 2500, active: true })
      .then((product) =>
        context.admin.collection('product_variants').create({ product: product.id, size: 'M', stock: 10000 }),
      ),
  );
}

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
function documentForm(): FormData {
  const form = new FormData();
  form.set('title', unique('Notulen'));
  form.set('category', 'notulen');
  form.set('file', new Blob([PDF], { type: 'application/pdf' }), 'notulen.pdf');
  return form;
}

/** A tiny PNG for photo records. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

function photoForm(album: string): FormData {
  const form = new FormData();
  form.set('album', album);
  form.set('image', new Blob([PNG], { type: 'image/png' }), 'foto.png');
  return form;
}

function newsImageForm(committee: string): FormData {
  const form = new FormData();
  form.set('committee', committee);
  form.set('image', new Blob([PNG], { type: 'image/png' }), 'foto.png');
  return form;
}
