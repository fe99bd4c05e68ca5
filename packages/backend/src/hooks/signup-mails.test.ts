import { describe, expect, it } from 'vitest';
import { loadHook } from './load-hook.ts';
import { mailWorld, member, sentHtml, type MailWorld } from './mail-stand-ins.ts';
import { recordStandIn, type RecordStandIn } from './record-stand-in.ts';

// The mails about a member's own sign-up (pb_hooks/lib/signup-mails.js) without a server: their
// subject and text for given records, the cost in euros as Dutch write it, the place on the
// waiting list. Which sign-up gets a place, in which transaction, is tried against a real
// PocketBase (tests/integration).

type WriteSignupMail = (txApp: MailWorld['app'], placed: boolean, position: number) => void;

interface SignupMails {
  prepareSignupMail(
    app: MailWorld['app'],
    event: RecordStandIn,
    userId: string,
    guests: string[],
    places: number,
  ): WriteSignupMail | null;
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

/** The mail to a member who moved up from the waiting list. */
function promote(eventFields: Record<string, unknown>, signupFields: Record<string, unknown>) {
  const world = mailWorld([anna()]);
  loadHook<SignupMails>('lib/signup-mails.js', { globals: world.globals }).mailPromotion(
    world.app,
    event(eventFields),
    signup(signupFields),
  );
  return { world, ...written(world) };
}

/** The confirmation of a new sign-up, prepared with one app and written with another (the transaction's). */
function confirm(
  eventFields: Record<string, unknown>,
  outcome: { placed: boolean; position?: number },
  guests: string[] = [],
  places = 1,
) {
  const world = mailWorld([anna()]);
  const prepared = loadHook<SignupMails>('lib/signup-mails.js', { globals: world.globals }).prepareSignupMail(
    world.app,
    event(eventFields),
    'anna',
    guests,
    places,
  );
  expect(world.outbox).toEqual([]);
  prepared!(world.app, outcome.placed, outcome.position ?? 0);
  return { world, ...written(world) };
}

describe('prepareSignupMail', () => {
  it('confirms a place at a free event, with its date in Amsterdam time and its place', () => {
    const { subject, kind, paragraphs, mail } = confirm({}, { placed: true });
    expect(kind).toBe('aanmelding');
    expect(subject).toBe('Je bent aangemeld: Jubileumdiner - Tjas');
    expect(paragraphs).toEqual([
      'Je bent aangemeld voor Jubileumdiner (za 7 feb 2026, 19:30 in Clubhuis).',
      'Kun je toch niet? Meld je dan af op de pagina van het evenement, zodat een ander je plek krijgt.',
    ]);
    expect(mail.getString('text')).toContain('Bekijk het evenement: https://tjas.example/evenementen/ev1');
  });

  it('leaves out the place when the event has none', () => {
    const { paragraphs } = confirm({ location: '' }, { placed: true });
    expect(paragraphs[0]).toBe('Je bent aangemeld voor Jubileumdiner (za 7 feb 2026, 19:30).');
  });

  it('says what a paid event costs in euros, as Dutch write amounts, and how to pay', () => {
    const { paragraphs } = confirm(
      { price: 1250, payment_instructions: '  Maak over naar NL00 BANK 0123 4567 89.  ' },
      { placed: true },
    );
    expect(paragraphs.slice(1, 3)).toEqual(['Te betalen: € 12,50.', 'Betalen: Maak over naar NL00 BANK 0123 4567 89.']);
  });

  it('counts the guests in the cost, one guest or more', () => {
    expect(confirm({ price: 5 }, { placed: true }, ['Piet'], 2).paragraphs[1]).toBe(
      'Te betalen: € 0,10 voor jou en je introducé (2 × € 0,05).',
    );
    expect(confirm({ price: 123456 }, { placed: true }, ['Piet', 'Klaas', 'Jan'], 4).paragraphs.slice(1, 3)).toEqual([
      'Te betalen: € 4.938,24 voor jou en je 3 introducés (4 × € 1.234,56).',
      'Hoe je betaalt, hoor je van de organisatie.',
    ]);
    expect(confirm({ price: 100000000 }, { placed: true }).paragraphs[1]).toBe('Te betalen: € 1.000.000,00.');
  });

  it('names the guests the member brings, and the total for them all (#32 item 4)', () => {
    const { paragraphs } = confirm(
      { price: 750, payment_instructions: 'Maak over naar NL00 BANK 0123 4567 89.' },
      { placed: true },
      ['Piet Jansen', 'Klaas Vaak'],
      3,
    );
    expect(paragraphs.slice(0, 3)).toEqual([
      'Je bent aangemeld voor Jubileumdiner (za 7 feb 2026, 19:30 in Clubhuis) met je introducés Piet Jansen en Klaas Vaak.',
      'Te betalen: € 22,50 voor jou en je 2 introducés (3 × € 7,50).',
      'Betalen: Maak over naar NL00 BANK 0123 4567 89.',
    ]);
  });

  it('tells a member on the waiting list the place the transaction gave them, without counting', () => {
    const { world, subject, paragraphs } = confirm({ price: 1000 }, { placed: false, position: 3 }, ['Piet Jansen'], 2);
    expect(subject).toBe('Je staat op de wachtlijst: Jubileumdiner - Tjas');
    expect(paragraphs).toEqual([
      'Je staat met je introducé Piet Jansen op plek 3 van de wachtlijst voor Jubileumdiner (za 7 feb 2026, 19:30 in Clubhuis).',
      'Komt er plaats vrij, dan krijg je die vanzelf en mailen we je.',
    ]);
    expect(world.counted).toEqual([]);
  });

  it('reads the member before the transaction and only writes in it', () => {
    const world = mailWorld([anna()]);
    const prepared = loadHook<SignupMails>('lib/signup-mails.js', { globals: world.globals }).prepareSignupMail(
      world.app,
      event(),
      'anna',
      [],
      1,
    );
    // The transaction's app: whatever the writer reads from it fails this test; it checks and
    // inserts the mail (lib/record-insert.js).
    const txApp = new Proxy({} as MailWorld['app'], {
      get: (_target, name) =>
        name === 'validate' || name === 'db'
          ? world.app[name]
          : () => {
              throw new Error(`read ${String(name)} inside the transaction`);
            },
    });
    prepared!(txApp, true, 0);
    expect(world.outbox.map((mail) => [mail.getString('to'), mail.getString('subject')])).toEqual([
      ['anna@example.com', 'Je bent aangemeld: Jubileumdiner - Tjas'],
    ]);
  });

  it('prepares no mail for a member who turned sign-up mails off, or has no address', () => {
    const quiet = member('anna', { name: 'Anna', mail_off: ['aanmelding'] });
    const gone = member('anna', { name: 'Anna', email: '' });
    for (const who of [quiet, gone]) {
      const world = mailWorld([who]);
      const hooks = loadHook<SignupMails>('lib/signup-mails.js', { globals: world.globals });
      expect(hooks.prepareSignupMail(world.app, event(), 'anna', [], 1)).toBeNull();
    }
  });

  it('escapes the event\u2019s title in the HTML of the mail (rendered when it is sent)', () => {
    const { world, mail } = confirm({ title: '<script>alert(1)</script>' }, { placed: true });
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
    const { kind, subject, paragraphs } = promote({ price: 750 }, { status: 'confirmed', places: 2 });
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
