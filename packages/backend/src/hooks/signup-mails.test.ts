import { describe, expect, it } from 'vitest';
import { loadHook } from './load-hook.ts';
import { mailWorld, member, sentHtml, type MailWorld } from './mail-stand-ins.ts';
import { recordStandIn, type RecordStandIn } from './record-stand-in.ts';

// The mails about a member's own sign-up (pb_hooks/lib/signup-mails.js) without a server: their
// subject and text for given records, the cost in euros as Dutch write it, the place on the
// waiting list. Which sign-up gets a place, in which transaction, is tried against a real
// PocketBase (tests/integration).

interface SignupMails {
  mailSignup(
    app: MailWorld['app'],
    event: RecordStandIn,
    signup: RecordStandIn,
    guests?: string[],
    position?: number,
  ): void;
  mailPromotion(app: MailWorld['app'], event: RecordStandIn, signup: RecordStandIn): void;
}

const anna = () => member('anna', { name: 'Anna' });
const event = (fields: Record<string, unknown> = {}) =>
  recordStandIn(
    { title: 'Jubileumdiner', start: '2026-02-07 18:30:00.000Z', location: 'Clubhuis', price: 0, ...fields },
    'ev1',
  );
const signup = (fields: Record<string, unknown>) => recordStandIn({ user: 'anna', ...fields }, 'su1');

/** The one mail the call wrote: its subject and its text's paragraphs between greeting and link. */
function written(world: MailWorld) {
  expect(world.outbox).toHaveLength(1);
  const mail = world.outbox[0]!;
  const parts = mail.getString('text').split('\n\n');
  return { subject: mail.getString('subject'), kind: mail.getString('kind'), paragraphs: parts.slice(1, -4), mail };
}

function run(
  call: keyof SignupMails,
  eventFields: Record<string, unknown>,
  signupFields: Record<string, unknown>,
  count = 0,
) {
  const world = mailWorld([anna()], count);
  loadHook<SignupMails>('lib/signup-mails.js', { globals: world.globals })[call](
    world.app,
    event(eventFields),
    signup(signupFields),
  );
  return { world, ...written(world) };
}

describe('mailSignup', () => {
  it('confirms a place at a free event, with its date in Amsterdam time and its place', () => {
    const { subject, kind, paragraphs, mail } = run('mailSignup', {}, { status: 'confirmed' });
    expect(kind).toBe('aanmelding');
    expect(subject).toBe('Je bent aangemeld: Jubileumdiner - Tjas');
    expect(paragraphs).toEqual([
      'Je bent aangemeld voor Jubileumdiner (za 7 feb 2026, 19:30 in Clubhuis).',
      'Kun je toch niet? Meld je dan af op de pagina van het evenement, zodat een ander je plek krijgt.',
    ]);
    expect(mail.getString('text')).toContain('Bekijk het evenement: https://tjas.example/evenementen/ev1');
  });

  it('leaves out the place when the event has none', () => {
    const { paragraphs } = run('mailSignup', { location: '' }, { status: 'confirmed' });
    expect(paragraphs[0]).toBe('Je bent aangemeld voor Jubileumdiner (za 7 feb 2026, 19:30).');
  });

  it('says what a paid event costs in euros, as Dutch write amounts, and how to pay', () => {
    const { paragraphs } = run(
      'mailSignup',
      { price: 1250, payment_instructions: '  Maak over naar NL00 BANK 0123 4567 89.  ' },
      { status: 'confirmed' },
    );
    expect(paragraphs.slice(1, 3)).toEqual(['Te betalen: € 12,50.', 'Betalen: Maak over naar NL00 BANK 0123 4567 89.']);
  });

  it('counts the guests in the cost, one guest or more', () => {
    expect(run('mailSignup', { price: 5 }, { status: 'confirmed', places: 2 }).paragraphs[1]).toBe(
      'Te betalen: € 0,10 voor jou en je introducé (2 × € 0,05).',
    );
    expect(run('mailSignup', { price: 123456 }, { status: 'confirmed', places: 4 }).paragraphs.slice(1, 3)).toEqual([
      'Te betalen: € 4.938,24 voor jou en je 3 introducés (4 × € 1.234,56).',
      'Hoe je betaalt, hoor je van de organisatie.',
    ]);
    expect(run('mailSignup', { price: 100000000 }, { status: 'confirmed' }).paragraphs[1]).toBe(
      'Te betalen: € 1.000.000,00.',
    );
  });

  it('names the guests the member brings, and the total for them all (#32 item 4)', () => {
    const world = mailWorld([anna()]);
    loadHook<SignupMails>('lib/signup-mails.js', { globals: world.globals }).mailSignup(
      world.app,
      event({ price: 750, payment_instructions: 'Maak over naar NL00 BANK 0123 4567 89.' }),
      signup({ status: 'confirmed', places: 3 }),
      ['Piet Jansen', 'Klaas Vaak'],
    );
    expect(written(world).paragraphs.slice(0, 3)).toEqual([
      'Je bent aangemeld voor Jubileumdiner (za 7 feb 2026, 19:30 in Clubhuis) met je introducés Piet Jansen en Klaas Vaak.',
      'Te betalen: € 22,50 voor jou en je 2 introducés (3 × € 7,50).',
      'Betalen: Maak over naar NL00 BANK 0123 4567 89.',
    ]);
  });

  it('tells a member on the waiting list their place in the queue', () => {
    const { world, subject, paragraphs } = run('mailSignup', { price: 1000 }, { status: 'waiting', queue: 7 }, 3);
    expect(subject).toBe('Je staat op de wachtlijst: Jubileumdiner - Tjas');
    expect(paragraphs).toEqual([
      'Je staat op plek 3 van de wachtlijst voor Jubileumdiner (za 7 feb 2026, 19:30 in Clubhuis).',
      'Komt er plaats vrij, dan krijg je die vanzelf en mailen we je.',
    ]);
    // the place is the number of waiting sign-ups of this event up to this one
    expect(world.counted).toEqual([
      {
        collection: 'signups',
        expression: {
          sql: "event = {:event} AND status = 'waiting' AND queue <= {:queue}",
          params: { event: 'ev1', queue: 7 },
        },
      },
    ]);
  });

  it('takes the place on the waiting list from the sign-up when it knows it, without counting again', () => {
    const world = mailWorld([anna()], 99);
    loadHook<SignupMails>('lib/signup-mails.js', { globals: world.globals }).mailSignup(
      world.app,
      event(),
      signup({ status: 'waiting', queue: 7 }),
      [],
      4,
    );
    expect(written(world).paragraphs[0]).toMatch(/^Je staat op plek 4 van de wachtlijst voor Jubileumdiner/);
    expect(world.counted).toEqual([]);
  });

  it('escapes the event\u2019s title in the HTML of the mail (rendered when it is sent)', () => {
    const { world, mail } = run('mailSignup', { title: '<script>alert(1)</script>' }, { status: 'confirmed' });
    const html = sentHtml(world, mail);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('mailPromotion', () => {
  it('names the guests who move up with the member, as stored with their sign-up', () => {
    const world = mailWorld([anna()]);
    const app = {
      ...world.app,
      findFirstRecordByData: (collection: string, field: string, value: string) => {
        expect([collection, field, value]).toEqual(['signup_guests', 'signup', 'su1']);
        return recordStandIn({ names: JSON.stringify(['Piet Jansen']) }, 'g1');
      },
    };
    loadHook<SignupMails>('lib/signup-mails.js', { globals: world.globals }).mailPromotion(
      app,
      event({ price: 750 }),
      signup({ status: 'confirmed', places: 2 }),
    );
    expect(written(world).paragraphs.slice(0, 2)).toEqual([
      'Er is een plek vrijgekomen bij Jubileumdiner (za 7 feb 2026, 19:30 in Clubhuis). Je stond op de wachtlijst en bent nu aangemeld met je introducé Piet Jansen.',
      'Te betalen: € 15,00 voor jou en je introducé (2 × € 7,50).',
    ]);
  });

  it('tells the member they have a place now, of the kind they can turn off apart', () => {
    const { kind, subject, paragraphs } = run('mailPromotion', { price: 750 }, { status: 'confirmed', places: 2 });
    expect(kind).toBe('wachtlijst');
    expect(subject).toBe('Je hebt een plek: Jubileumdiner - Tjas');
    expect(paragraphs).toEqual([
      'Er is een plek vrijgekomen bij Jubileumdiner (za 7 feb 2026, 19:30 in Clubhuis). Je stond op de wachtlijst en bent nu aangemeld.',
      'Te betalen: € 15,00 voor jou en je introducé (2 × € 7,50).',
      'Hoe je betaalt, hoor je van de organisatie.',
      'Kun je toch niet? Meld je dan af op de pagina van het evenement, zodat de volgende op de wachtlijst je plek krijgt.',
    ]);
  });
});
