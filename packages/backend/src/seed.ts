import type PocketBase from 'pocketbase';
import { ensureCommittees } from './committees.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import type { Rgb } from './demo-images.ts';
import { demoScene, type Scene } from './demo-scenes.ts';
import { seedBoardActiefWebshop } from './seed-board-actief-webshop.ts';
import { seedSportAndMedia } from './seed-sport-media.ts';
import { seedDirectoryDetails } from './demo-directory.ts';
import { seedEventMessages } from './demo-messages.ts';
import { seedTrainingSeries } from './demo-training.ts';

const FIRST_NAMES = [
  'Daan',
  'Sanne',
  'Jesse',
  'Femke',
  'Thijs',
  'Iris',
  'Ruben',
  'Noor',
  'Lars',
  'Eva',
  'Stijn',
  'Lieke',
  'Joris',
  'Fleur',
  'Bas',
  'Maud',
  'Wout',
  'Roos',
  'Tijn',
  'Esmee',
  'Koen',
  'Jasmijn',
  'Niels',
  'Floor',
  'Gijs',
  'Merel',
];
const LAST_NAMES = [
  'de Vries',
  'Jansen',
  'Bakker',
  'Visser',
  'Smit',
  'Meijer',
  'de Boer',
  'Mulder',
  'de Groot',
  'Bos',
  'Vos',
  'Peters',
  'Hendriks',
  'van Leeuwen',
  'Dekker',
  'Brouwer',
  'de Wit',
  'Dijkstra',
  'Smits',
  'de Graaf',
  'van der Meer',
  'van den Berg',
  'Kok',
  'Jacobs',
  'Vermeulen',
  'Post',
];

interface DemoQuestion {
  id: string;
  label: string;
  type: 'choice' | 'text' | 'yesno';
  options?: string[];
  required?: boolean;
}

interface DemoEvent {
  title: string;
  location: string;
  /** Days from today; negative is in the past. */
  day: number;
  hour: number;
  hours: number;
  organiser: string;
  description: string;
  capacity?: number;
  /** Guests each member may bring. */
  guests?: number;
  /** In cents. */
  price?: number;
  /** How to pay; a paid event without them tells members the organisers will say. */
  payment?: string;
  /** Days before the start that sign-up closes. */
  closesBefore?: number;
  questions?: DemoQuestion[];
}

const DIET: DemoQuestion = { id: 'dieet', label: 'Dieetwensen of allergieën', type: 'text' };
const BUS: DemoQuestion = { id: 'bus', label: 'Reis je mee met de bus?', type: 'yesno', required: true };
const SIZE: DemoQuestion = {
  id: 'maat',
  label: 'Maat van het weekendshirt',
  type: 'choice',
  options: ['S', 'M', 'L', 'XL'],
  required: true,
};

const EVENTS: readonly DemoEvent[] = [
  {
    title: 'Openingsborrel nieuw seizoen',
    location: 'Café De Beugel',
    day: -60,
    hour: 20,
    hours: 4,
    organiser: 'Activiteitencommissie',
    description: 'We openen het seizoen met een borrel. Nieuwe leden zijn extra welkom!',
  },
  {
    title: 'Clubkampioenschappen 500 en 1500 meter',
    location: 'IJsbaan Thialf, Heerenveen',
    day: -45,
    hour: 17,
    hours: 3,
    organiser: 'Sportcommissie',
    description: 'Wie wordt clubkampioen? Rijd de 500 en 1500 meter en strijd om de beker.',
  },
  {
    title: 'Pannenkoekenavond',
    location: 'Verenigingshok',
    day: -30,
    hour: 18,
    hours: 3,
    organiser: 'Activiteitencommissie',
    description: 'Onbeperkt pannenkoeken bakken en eten na de training.',
  },
  {
    title: 'Algemene ledenvergadering',
    location: 'Collegezaal 2',
    day: -21,
    hour: 19,
    hours: 3,
    organiser: 'Bestuur',
    description: 'De najaars-ALV met begroting en bestuursverkiezing.',
  },
  {
    title: 'Sinterklaasborrel',
    location: 'Café De Beugel',
    day: -10,
    hour: 20,
    hours: 4,
    organiser: 'Activiteitencommissie',
    description: 'Neem een surprise mee van maximaal vijf euro.',
  },
  {
    title: 'Inline-skatetraining Amsterdamse Bos',
    location: 'Bosbaan, Amstelveen',
    day: -3,
    hour: 10,
    hours: 2,
    organiser: 'Sportcommissie',
    description: 'Droogtraining op skeelers. Helm verplicht.',
  },
  {
    title: 'Techniektraining met videoanalyse',
    location: 'IJsbaan Jaap Eden',
    day: 2,
    hour: 21,
    hours: 1.5,
    organiser: 'Sportcommissie',
    description: 'We filmen je slag en bespreken hem daarna samen.',
    capacity: 16,
  },
  {
    title: 'Kerstdiner',
    location: 'Verenigingshok',
    day: 9,
    hour: 18,
    hours: 5,
    organiser: 'Activiteitencommissie',
    description: 'Een driegangendiner gekookt door de Activiteitencommissie.',
    capacity: 24,
    price: 1250,
    // How, not how much: the site names each member's own amount, with their guests (#32 item 4).
    payment: 'Maak het over naar NL12 DEMO 0123 4567 89 t.n.v. Tjas, o.v.v. "Kerstdiner" en je naam.',
    closesBefore: 2,
    questions: [DIET],
  },
  {
    title: 'Toertocht op natuurijs',
    location: 'Ankeveense Plassen',
    day: 16,
    hour: 9,
    hours: 6,
    organiser: 'Sportcommissie',
    description: 'Gaat alleen door als het ijs betrouwbaar is; we mailen de avond ervoor.',
  },
  {
    title: 'Nieuwjaarsborrel',
    location: 'Café De Beugel',
    day: 24,
    hour: 20,
    hours: 4,
    organiser: 'Bestuur',
    description: 'Proosten op een mooi schaatsjaar. Neem gerust iemand mee!',
    guests: 2,
  },
  {
    title: 'Schaatsweekend Inzell',
    location: 'Max Aicher Arena, Inzell',
    day: 38,
    hour: 8,
    hours: 56,
    organiser: 'Activiteitencommissie',
    description: 'Drie dagen schaatsen in Beieren, inclusief busreis en overnachting.',
    capacity: 30,
    price: 18950,
    payment:
      'Maak het binnen een week na je aanmelding over naar NL12 DEMO 0123 4567 89 t.n.v. Tjas, o.v.v. "Inzell" en je naam.',
    closesBefore: 14,
    questions: [BUS, SIZE, DIET],
  },
  {
    title: 'Marathon op de Weissensee',
    location: 'Weissensee, Oostenrijk',
    day: 52,
    hour: 8,
    hours: 8,
    organiser: 'Sportcommissie',
    description: 'De Alternatieve Elfstedentocht: 200 kilometer op natuurijs.',
    price: 9500,
    payment: 'Maak het over naar NL12 DEMO 0123 4567 89 t.n.v. Tjas, o.v.v. "Weissensee" en je naam.',
    closesBefore: 21,
  },
  {
    title: 'Fotowandeling door de stad',
    location: 'Centraal Station',
    day: 31,
    hour: 14,
    hours: 3,
    organiser: 'Mediacommissie',
    description: 'Leer foto’s maken voor de nieuwskanalen.',
  },
  {
    title: 'Gala',
    location: 'Hotel Krasnapolsky',
    day: 66,
    hour: 21,
    hours: 5,
    organiser: 'Bestuur',
    description: 'Het jaarlijkse gala in gala-kleding.',
    capacity: 8,
    guests: 1,
    price: 3500,
    // Every paid event says how to pay (the Gala had no instructions, so its page showed none).
    payment: 'Maak het over naar NL12 DEMO 0123 4567 89 t.n.v. Tjas, o.v.v. "Gala" en je naam en die van je introducé.',
  },
  {
    title: 'Voorjaars-ALV',
    location: 'Collegezaal 2',
    day: 80,
    hour: 19,
    hours: 3,
    organiser: 'Bestuur',
    description: 'Jaarverslag en vooruitblik op het zomerseizoen.',
  },
  {
    title: 'Fietstocht rond het IJsselmeer',
    location: 'Enkhuizen',
    day: 120,
    hour: 8,
    hours: 10,
    organiser: 'Sportcommissie',
    description: 'Zomertraining: 240 kilometer in één dag, met bezemwagen.',
  },
];

const SPONSORS: readonly {
  name: string;
  tier: 'goud' | 'zilver' | 'brons';
  description: string;
  url: string;
  colours: [Rgb, Rgb];
}[] = [
  {
    name: 'Schaatsspeciaalzaak De IJzers',
    tier: 'goud',
    description: 'Noren, klapschaatsen en slijpservice; leden krijgen 15% korting.',
    url: 'https://ijzers.example',
    colours: [
      [20, 60, 140],
      [90, 170, 230],
    ],
  },
  {
    name: 'Bakkerij Van der Veen',
    tier: 'goud',
    description: 'Levert de krentenbollen voor elke toertocht.',
    url: 'https://vanderveen.example',
    colours: [
      [150, 80, 20],
      [240, 190, 90],
    ],
  },
  {
    name: 'Fietsenmaker Spaak',
    tier: 'zilver',
    description: 'Onderhoud van je racefiets in de zomer.',
    url: 'https://spaak.example',
    colours: [
      [30, 110, 60],
      [140, 210, 120],
    ],
  },
  {
    name: 'Fysiotherapie Glijden',
    tier: 'zilver',
    description: 'Sportfysiotherapie met korting voor leden.',
    url: 'https://glijden.example',
    colours: [
      [110, 30, 120],
      [220, 140, 220],
    ],
  },
  {
    name: 'Drukkerij Inkt',
    tier: 'brons',
    description: 'Drukt onze posters en het verenigingsblad.',
    url: 'https://inkt.example',
    colours: [
      [40, 40, 40],
      [160, 160, 160],
    ],
  },
];

/** Loads the sponsors, each with a generated logo. */
async function seedSponsors(pb: PocketBase): Promise<void> {
  for (const [index, sponsor] of SPONSORS.entries()) {
    const body = new FormData();
    body.set('name', sponsor.name);
    body.set('tier', sponsor.tier);
    body.set('description', sponsor.description);
    body.set('url', sponsor.url);
    body.set('logo', demoScene('logo', 240, 120, index + 1, sponsor.colours), `logo-${index + 1}.png`);
    await pb.collection('sponsors').create(body);
  }
}

/** A few submissions from /acties, so every inbox has something in it. */
async function seedSubmissions(pb: PocketBase, users: ReadonlyMap<string, string>): Promise<void> {
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  const submissions = [
    {
      kind: 'promotie',
      submitter: 'activiteiten',
      signed_as: 'Activiteitencommissie',
      title: 'Promotie Kerstdiner',
      body: 'Willen jullie het Kerstdiner promoten? Aanmelden kan tot twee dagen vooraf.',
      deadline: inDays(3),
      event_date: inDays(9),
      channels: ['instagram', 'nieuwsbrief'],
      status: 'in_behandeling',
      response: 'Staat ingepland voor maandag.',
    },
    {
      kind: 'promotie',
      submitter: 'sport',
      signed_as: 'Sportcommissie',
      title: 'Toertocht op natuurijs',
      body: 'Graag een bericht in de WhatsApp-groep zodra het ijs betrouwbaar is.',
      deadline: inDays(10),
      event_date: inDays(16),
      channels: ['whatsapp'],
      status: 'nieuw',
    },
    {
      kind: 'uitglijder',
      submitter: 'daan.de.vries',
      signed_as: 'daan.de.vries',
      title: 'Sanne en de bananenschil',
      body: 'Tijdens de pannenkoekenavond gleed Sanne uit over een bananenschil, met pannenkoek en al.',
      involved: 'Sanne Jansen',
      status: 'afgehandeld',
      response: 'Komt in het volgende blad!',
    },
    {
      kind: 'technische-hulp',
      submitter: 'lid',
      signed_as: 'lid',
      title: 'Agenda-link werkt niet in Outlook',
      body: 'Als ik de agenda-link toevoeg in Outlook zie ik geen evenementen. Doe ik iets fout?',
      page_url: 'https://tjas.example/evenementen',
      status: 'nieuw',
    },
  ];
  for (const submission of submissions) {
    await pb.collection('submissions').create({ ...submission, submitter: users.get(submission.submitter) });
  }
}

function demoAnswers(questions: readonly DemoQuestion[], seed: number): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const question of questions) {
    if (question.type === 'yesno') answers[question.id] = seed % 3 !== 0;
    else if (question.type === 'choice') answers[question.id] = question.options?.[seed % question.options.length];
    else if (seed % 4 === 0) answers[question.id] = 'Vegetarisch';
  }
  return answers;
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
}

/**
 * The demo events' cover pictures, drawn by demo-scenes.ts (no pictures from elsewhere): ice for
 * the skating, a group for the rest; the meetings keep none, so the list shows an event without
 * a picture too (its organiser's colour).
 */
function coverScene(event: DemoEvent): Scene | null {
  if (/ledenvergadering|ALV/.test(event.title)) return null;
  if (/natuurijs|Weissensee/.test(event.title)) return 'natural-ice';
  if (event.organiser === 'Sportcommissie' || /Inzell/.test(event.title)) return 'rink';
  return 'group';
}

function coverFile(event: DemoEvent, index: number): File | undefined {
  const scene = coverScene(event);
  if (!scene) return undefined;
  // 640x360: the size of the list's thumb, about 15 KB each.
  return new File([demoScene(scene, 640, 360, 200 + index)], `evenement-${index + 1}.png`, { type: 'image/png' });
}

function at(day: number, hour: number): Date {
  const date = new Date();
  date.setUTCHours(0, 0, 0, 0);
  date.setUTCDate(date.getUTCDate() + day);
  return new Date(date.getTime() + hour * 3_600_000);
}

/**
 * Loads the Dutch demo data into an empty database (as a superuser). Does nothing when any
 * committee exists, so restarts keep what members changed.
 */
export async function seedDemoData(pb: PocketBase): Promise<boolean> {
  const committeeIds = await ensureCommittees(pb);
  if (!committeeIds) return false;
  const committeeNames = [...committeeIds.keys()];
  const idsOf = (names: readonly string[]): string[] => names.map((name) => committeeIds.get(name) ?? '');

  const seedAccount = ({ email, username, name, committees }: (typeof DEMO_ACCOUNTS)[number]) => ({
    email,
    username,
    name,
    committees: idsOf(committees),
  });
  const accounts: { email: string; username: string; name: string; committees: string[] }[] = DEMO_ACCOUNTS.filter(
    (demo) => !demo.addedLater,
  ).map(seedAccount);
  // Members with mixed memberships: about a third in no committee, others in one to three.
  for (let index = 0; index < FIRST_NAMES.length; index++) {
    const name = `${FIRST_NAMES[index]} ${LAST_NAMES[index]}`;
    const username = slug(name);
    const count = index % 3 === 0 ? 0 : (index % 3) + (index % 2);
    const memberships = Array.from(
      { length: count },
      (_, offset) => committeeNames[(index + offset * 3) % committeeNames.length] ?? '',
    );
    accounts.push({ email: `${username}@tjas.example`, username, name, committees: idsOf([...new Set(memberships)]) });
  }
  // The accounts added later come last, outside the order the demo data is handed out by.
  const later = DEMO_ACCOUNTS.filter((demo) => demo.addedLater).map(seedAccount);
  // Created in parallel (password hashing is the slow part); the order of userIds stays fixed.
  const records = await Promise.all(
    [...accounts, ...later].map((account) =>
      pb.collection('users').create(
        {
          ...account,
          password: DEMO_PASSWORD,
          passwordConfirm: DEMO_PASSWORD,
          verified: true,
          emailVisibility: false,
        },
        { requestKey: null },
      ),
    ),
  );
  const userIds = records.slice(0, accounts.length).map((record) => record.id);
  const usersByName = new Map(records.map((record) => [String(record['username']), record.id]));
  await seedDirectoryDetails(pb, usersByName);

  for (const [index, event] of EVENTS.entries()) {
    const start = at(event.day, event.hour);
    const cover = coverFile(event, index);
    const record = await pb.collection('events').create({
      title: event.title,
      description: event.description,
      location: event.location,
      start: start.toISOString(),
      end: new Date(start.getTime() + event.hours * 3_600_000).toISOString(),
      organiser: committeeIds.get(event.organiser),
      capacity: event.capacity ?? 0,
      max_guests: event.guests ?? 0,
      price: event.price ?? 0,
      payment_instructions: event.payment ?? '',
      signup_deadline: event.closesBefore
        ? new Date(start.getTime() - event.closesBefore * 86_400_000).toISOString()
        : '',
      questions: event.questions ?? null,
      // The SDK sends a record with a file as multipart, the other fields as JSON.
      ...(cover ? { cover } : {}),
    });
    // A deterministic spread of sign-ups: between 3 and 14 members per event.
    const signups = 3 + ((index * 7) % 12);
    for (let offset = 0; offset < signups; offset++) {
      const user = userIds[(index * 5 + offset * 3) % userIds.length];
      const signup = await pb
        .collection('signups')
        .create({ event: record.id, user, answers: demoAnswers(event.questions ?? [], offset) })
        .catch(() => undefined); // the same member twice: skipped by the unique index
      // Of a paid event, every other member with a place has paid already.
      if (signup && event.price && signup['status'] === 'confirmed' && offset % 2 === 0)
        await pb.collection('signup_payments').create({ signup: signup.id, event: record.id, user });
    }
  }
  await seedEventMessages(pb, usersByName);
  await seedTrainingSeries(pb, committeeIds.get('Sportcommissie'), userIds);
  await seedSponsors(pb);
  await seedSubmissions(pb, usersByName);
  await seedSportAndMedia(pb, userIds.slice(0, 12), committeeIds);
  await seedBoardActiefWebshop(pb, { users: usersByName, userIds, committeeIds });
  return true;
}
