import type PocketBase from 'pocketbase';
import type { Rgb } from './demo-images.ts';
import { demoScene, type Scene } from './demo-scenes.ts';

/** A small but valid PDF, so demo documents open in any viewer. */
function demoPdf(title: string): Blob {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Blob([body], { type: 'application/pdf' });
}

const ROLES = ['Voorzitter', 'Secretaris', 'Penningmeester', 'Commissaris wedstrijdsport', 'Commissaris activiteiten'];
const PAST_NAMES = [
  ['Merel Smits', 'Gijs de Graaf', 'Floor Kok', 'Niels Jacobs', 'Koen Post'],
  ['Jasmijn Vermeulen', 'Tijn van der Meer', 'Esmee van den Berg', 'Wout Dekker', 'Roos Brouwer'],
  ['Bas de Wit', 'Maud Dijkstra', 'Joris Hendriks', 'Fleur van Leeuwen', 'Stijn Vos'],
  ['Pieter Groen', 'Anne Vink', 'Sven Mol', 'Lotte Kramer', 'Mark Blom'],
];
const MOTTOS = ['Samen sneller', 'Glijden met stijl', 'Kou bestaat niet', 'Elke ronde telt', 'Van noren tot klappers'];

const DOCUMENTS = [
  { title: 'Statuten van de vereniging', category: 'statuten', archived: false },
  { title: 'Huishoudelijk reglement', category: 'statuten', archived: false },
  { title: 'Notulen ALV najaar', category: 'notulen', archived: false },
  { title: 'Notulen ALV voorjaar', category: 'notulen', archived: false },
  { title: 'Beleidsplan', category: 'beleid', archived: false },
  { title: 'Begroting', category: 'beleid', archived: false },
  { title: 'Oud beleidsplan', category: 'beleid', archived: true },
];

const CONTACTS: Record<string, string> = {
  Bestuur: 'bestuur@tjas.example',
  'ICT-commissie': 'ict@tjas.example',
  Activiteitencommissie: 'activiteiten@tjas.example',
  Sportcommissie: 'sport@tjas.example',
  Mediacommissie: 'media@tjas.example',
  'PR-commissie': 'pr@tjas.example',
  Redactie: 'redactie@tjas.example',
  Kledingcommissie: 'kleding@tjas.example',
  Acquisitiecommissie: 'acquisitie@tjas.example',
};

const GROUPS = [
  {
    name: 'Dispuut De Klapschaats',
    kind: 'dispuut',
    description: 'Een dispuut voor wie elke week wil trainen én borrelen.',
  },
  {
    name: 'Dispuut IJsheiligen',
    kind: 'dispuut',
    description: 'Natuurijsliefhebbers die elke vorstperiode de eerste zijn.',
  },
  { name: 'Dispuut Rechte Eind', kind: 'dispuut', description: 'Gezelligheid boven snelheid, sinds 2009.' },
  { name: 'Kascommissie', kind: 'orgaan', description: 'Controleert elk jaar de boeken van de penningmeester.' },
  {
    name: 'Raad van Advies',
    kind: 'orgaan',
    description: 'Oud-bestuurders die het bestuur gevraagd en ongevraagd adviseren.',
  },
  {
    name: 'Vertrouwenspersonen',
    kind: 'orgaan',
    description: 'Voor als er iets is dat je niet met het bestuur wilt bespreken.',
  },
];

const PRODUCTS: readonly {
  name: string;
  category: 'fietskleding' | 'schaatskleding';
  price: number;
  description: string;
  colours: [Rgb, Rgb];
  stock: Record<string, number>;
}[] = [
  {
    name: 'Schaatspak Tjas',
    category: 'schaatskleding',
    price: 14995,
    description: 'Het clubpak in de verenigingskleuren, met snijvaste inzetstukken.',
    colours: [
      [10, 50, 120],
      [250, 170, 40],
    ],
    stock: { XS: 2, S: 4, M: 6, L: 3, XL: 1 },
  },
  {
    name: 'Thermoshirt',
    category: 'schaatskleding',
    price: 3950,
    description: 'Warm onderlaagje voor koude trainingen op natuurijs.',
    colours: [
      [20, 90, 160],
      [160, 210, 250],
    ],
    stock: { S: 5, M: 8, L: 8, XL: 4 },
  },
  {
    name: 'Schaatsmuts',
    category: 'schaatskleding',
    price: 1495,
    description: 'Gebreide muts met logo.',
    colours: [
      [120, 20, 30],
      [240, 120, 120],
    ],
    stock: { 'One size': 25 },
  },
  {
    name: 'Fietsshirt korte mouw',
    category: 'fietskleding',
    price: 5495,
    description: 'Licht zomershirt voor de fietstrainingen.',
    colours: [
      [0, 110, 70],
      [170, 240, 200],
    ],
    stock: { S: 3, M: 5, L: 5, XL: 2 },
  },
  {
    name: 'Fietsbroek met bretels',
    category: 'fietskleding',
    price: 6995,
    description: 'Met zeem voor de lange tochten rond het IJsselmeer.',
    colours: [
      [30, 30, 30],
      [120, 120, 120],
    ],
    stock: { S: 2, M: 4, L: 4, XL: 0 },
  },
  {
    name: 'Windjack',
    category: 'fietskleding',
    price: 7995,
    description: 'Opvouwbaar windjack dat in je achterzak past.',
    colours: [
      [200, 80, 0],
      [255, 210, 120],
    ],
    stock: { M: 1 },
  },
];

/** Which garment a product's picture shows. */
function garmentOf(name: string): Scene {
  if (/muts/i.test(name)) return 'hat';
  if (/broek/i.test(name)) return 'trousers';
  return 'shirt';
}

interface Context {
  users: ReadonlyMap<string, string>;
  userIds: readonly string[];
  committeeIds: ReadonlyMap<string, string>;
}

async function seedBoard(pb: PocketBase, { users, userIds }: Context): Promise<void> {
  const now = new Date();
  const first = now.getUTCMonth() >= 6 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  for (let age = 0; age < 5; age++) {
    const year = `${first - age}-${first - age + 1}`;
    const form = new FormData();
    form.set('year', year);
    form.set('name', `${47 - age}e bestuur`);
    form.set('motto', MOTTOS[age]!);
    form.set(
      'photo',
      demoScene('group', 640, 360, 50 + age, [
        [20 + age * 30, 60, 140],
        [200, 220, 250],
      ]),
      `bestuur-${year}.png`,
    );
    const board = await pb.collection('boards').create(form);
    // The current board: real members (Bram Bestuur chairs); past boards: names only.
    const names = age === 0 ? null : PAST_NAMES[(age - 1) % PAST_NAMES.length]!;
    for (const [position, role] of ROLES.entries()) {
      const member = age === 0 ? (position === 0 ? users.get('bestuur') : userIds[14 + position]) : undefined;
      // The current board are members of the site, shown under their own names.
      const name = member
        ? String((await pb.collection('users').getOne(member, { fields: 'name' }))['name'])
        : names![position]!;
      await pb.collection('board_members').create({ board: board.id, member: member ?? '', name, role, position });
    }
  }
  for (const document of DOCUMENTS) {
    const form = new FormData();
    form.set('title', document.title);
    form.set('category', document.category);
    form.set('archived', String(document.archived));
    form.set('file', demoPdf(document.title), `${document.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`);
    await pb.collection('documents').create(form);
  }
  await pb.collection('board_notes').create({
    title: 'Agenda bestuursvergadering',
    body: '1. Opening\n2. Begroting schaatsweekend\n3. Sponsorcontract De IJzers\n4. Rondvraag',
    author: users.get('bestuur'),
  });
  await pb.collection('board_notes').create({
    title: 'Actiepunten',
    body: 'Bram: zaal ALV reserveren.\nPenningmeester: contributie-incasso voorbereiden.',
    author: users.get('bestuur'),
  });
  await pb.collection('board_interest').create({
    member: users.get('sanne.jansen'),
    roles: ['penningmeester'],
    motivation: 'Ik studeer econometrie en wil graag de financiën van de vereniging doen.',
    year: `${first + 1}-${first + 2}`,
  });
}

async function seedActief(pb: PocketBase, { users, userIds, committeeIds }: Context): Promise<void> {
  for (const [name, contact] of Object.entries(CONTACTS)) {
    const id = committeeIds.get(name);
    if (id) await pb.collection('committees').update(id, { contact });
  }
  for (const [index, group] of GROUPS.entries()) {
    const members = Array.from(
      { length: 3 + (index % 3) },
      (_, offset) => userIds[10 + ((index * 4 + offset * 3) % (userIds.length - 10))]!,
    );
    await pb.collection('groups').create({ ...group, members: [...new Set(members)] });
  }
  await pb.collection('committee_interest').create({
    member: users.get('daan.de.vries'),
    committees: [committeeIds.get('Sportcommissie'), committeeIds.get('Mediacommissie')],
    motivation: 'Ik fotografeer graag en help ook graag bij wedstrijden.',
  });
  await pb.collection('committee_interest').create({
    member: users.get('femke.visser'),
    committees: [committeeIds.get('Activiteitencommissie')],
    motivation: 'Ik wil het schaatsweekend mee organiseren!',
  });
}

async function seedWebshop(pb: PocketBase, { users }: Context): Promise<void> {
  const variants: string[] = [];
  for (const [index, product] of PRODUCTS.entries()) {
    const form = new FormData();
    form.set('name', product.name);
    form.set('category', product.category);
    form.set('price', String(product.price));
    form.set('description', product.description);
    form.set('active', 'true');
    form.set(
      'image',
      demoScene(garmentOf(product.name), 400, 400, 70 + index, product.colours),
      `product-${index + 1}.png`,
    );
    const record = await pb.collection('products').create(form);
    for (const [position, [size, stock]] of Object.entries(product.stock).entries()) {
      const variant = await pb.collection('product_variants').create({ product: record.id, size, stock, position });
      variants.push(variant.id);
    }
  }
  const orders: [string, number, number, string][] = [
    ['lid', 1, 1, 'geleverd'],
    ['jesse.bakker', 6, 1, 'betaald'],
    ['sanne.jansen', 9, 2, 'besteld'],
  ];
  for (const [username, variant, quantity, status] of orders) {
    await pb.collection('orders').create({ member: users.get(username), variant: variants[variant], quantity, status });
  }
  // A cart ordered at once: the summer shirt in two sizes and two hats, one order per line as
  // POST /api/tjas/bestellingen places them. (Written as the maintainer: while the demo data is
  // seeded the site is still starting and answers members with 503.)
  const cart: [number, number][] = [
    [11, 1],
    [12, 1],
    [9, 2],
  ];
  for (const [variant, quantity] of cart) {
    await pb.collection('orders').create({ member: users.get('jesse.bakker'), variant: variants[variant], quantity });
  }
}

/** Board, active-members and webshop demo data. */
export async function seedBoardActiefWebshop(pb: PocketBase, context: Context): Promise<void> {
  await seedBoard(pb, context);
  await seedActief(pb, context);
  await seedWebshop(pb, context);
}
