import { describe, expect, it } from 'vitest';
import { loadHook } from './load-hook.ts';
import { mailWorld, member, sentHtml, type MailWorld } from './mail-stand-ins.ts';
import { recordStandIn, type RecordStandIn } from './record-stand-in.ts';

// The text of the mails to members (pb_hooks/lib/member-mails.js) without a server: Dutch dates
// in Amsterdam time, the text and HTML of a mail, what members wrote escaped in the HTML, and
// who gets which mail. Sending, retrying and the outbox's transactions are tried against a real
// PocketBase (tests/integration/member-mails.test.ts and the sign-up and order tests).

interface Site {
  url: string;
  name: string;
}
interface Action {
  label: string;
  path?: string;
  url?: string;
}
interface MemberMails {
  formatDateTime(value: unknown): string;
  render(
    site: Site,
    name: string,
    paragraphs: string[],
    action: Action,
    footer: { text: string; link?: string },
  ): { text: string; html: string };
  enqueue(
    app: MailWorld['app'],
    userId: string,
    kind: string,
    subject: string,
    paragraphs: string[],
    action: Action,
  ): boolean;
  enqueueForAdmin(
    app: MailWorld['app'],
    user: RecordStandIn,
    subject: string,
    paragraphs: string[],
    action: Action,
    why?: string,
  ): boolean;
  siteOf(app: MailWorld['app']): Site;
  htmlOf(mail: RecordStandIn): string;
  saveAfterSending(
    app: { save(mail: RecordStandIn): void; logger(): { error(...args: unknown[]): void } },
    mail: RecordStandIn,
  ): void;
}

const mails = (world: MailWorld) => loadHook<MemberMails>('lib/member-mails.js', { globals: world.globals });
const { formatDateTime, render } = mails(mailWorld([]));
const SITE = { url: 'https://tjas.example', name: 'Tjas' };
const FOOTER = { text: 'Je krijgt deze mail omdat je lid bent.' };

describe('formatDateTime', () => {
  it('writes a date as the site does, in Amsterdam winter time (UTC+1)', () => {
    expect(formatDateTime('2026-02-07 18:30:00.000Z')).toBe('za 7 feb 2026, 19:30');
    expect(formatDateTime('2026-12-31 23:05:00.000Z')).toBe('vr 1 jan 2027, 00:05');
  });

  it('writes summer time (UTC+2) from the last Sunday of March 01:00 UTC to that of October', () => {
    expect(formatDateTime('2026-03-29 00:59:00.000Z')).toBe('zo 29 mrt 2026, 01:59');
    expect(formatDateTime('2026-03-29 01:00:00.000Z')).toBe('zo 29 mrt 2026, 03:00');
    expect(formatDateTime('2026-07-01 10:00:00.000Z')).toBe('wo 1 jul 2026, 12:00');
    expect(formatDateTime('2026-10-25 00:59:00.000Z')).toBe('zo 25 okt 2026, 02:59');
    expect(formatDateTime('2026-10-25 01:00:00.000Z')).toBe('zo 25 okt 2026, 02:00');
  });

  it('agrees with the Amsterdam time zone through a whole year', () => {
    const amsterdam = new Intl.DateTimeFormat('nl-NL', {
      timeZone: 'Europe/Amsterdam',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (let hour = 0; hour < 366 * 24; hour += 7) {
      const date = new Date(Date.UTC(2027, 0, 1) + hour * 3600000);
      const parts = Object.fromEntries(amsterdam.formatToParts(date).map((part) => [part.type, part.value]));
      expect(formatDateTime(date.toISOString().replace('T', ' '))).toMatch(
        new RegExp(` ${Number(parts.day)} .*, ${parts.hour}:${parts.minute}$`),
      );
    }
  });

  it('writes nothing for no date or one it cannot read', () => {
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('morgen')).toBe('');
  });
});

describe('render', () => {
  it('writes the text: greeting, paragraphs, the link, the site and the footer', () => {
    const { text } = render(SITE, 'Anna', ['Eén.', 'Twee.'], { label: 'Bekijk het', path: '/evenementen/e1' }, FOOTER);
    expect(text).toBe(
      [
        'Hoi Anna,',
        'Eén.',
        'Twee.',
        'Bekijk het: https://tjas.example/evenementen/e1',
        'Groeten,\nTjas',
        '--',
        FOOTER.text,
      ].join('\n\n'),
    );
  });

  it('takes a whole address when the action has one', () => {
    const { text, html } = render(SITE, 'Anna', [], { label: 'Open', url: 'https://elders.example/x' }, FOOTER);
    expect(text).toContain('Open: https://elders.example/x');
    expect(html).toContain('href="https://elders.example/x"');
  });

  it('escapes what members and committees wrote in the HTML, and keeps the text as written', () => {
    const name = '<img src=x onerror=alert(1)>';
    const paragraph = 'Borrel "bij" Tom & Jerry\'s <script>x</script>\nTweede regel';
    const { text, html } = render(
      { url: SITE.url, name: 'Tjas <b>' },
      name,
      [paragraph],
      { label: 'Kijk <hier>', path: '/x?a=1&b="2"' },
      FOOTER,
    );
    expect(html.match(/<img/g), 'het wapen is de enige afbeelding').toHaveLength(1);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('Hoi &lt;img src=x onerror=alert(1)&gt;,');
    expect(html).toContain(
      'Borrel &quot;bij&quot; Tom &amp; Jerry&#39;s &lt;script&gt;x&lt;/script&gt;<br>Tweede regel',
    );
    expect(html).toContain('href="https://tjas.example/x?a=1&amp;b=&quot;2&quot;"');
    expect(html).toContain('>Kijk &lt;hier&gt;</a>');
    expect(text).toContain(`Hoi ${name},`);
    expect(text).toContain(paragraph);
  });

  it('makes the footer\u2019s settings address a link, and only that', () => {
    const settings = 'https://tjas.example/account/mijn-account';
    const { html } = render(
      SITE,
      'Anna',
      [],
      { label: 'x', path: '/' },
      {
        text: `Zet ze uit op ${settings}.`,
        link: settings,
      },
    );
    expect(html).toContain(`Zet ze uit op <a href="${settings}" style="color:#0b4f8a">${settings}</a>.`);
    expect(render(SITE, 'Anna', [], { label: 'x', path: '/' }, FOOTER).html).toContain(`>${FOOTER.text}</td>`);
  });

  it('keeps a settings address with $ as it is (no replacement patterns)', () => {
    const settings = "https://tjas.example/$'/account";
    const { html } = render(SITE, 'Anna', [], { label: 'x', path: '/' }, { text: `Op ${settings}.`, link: settings });
    expect(html).toContain(`Op <a href="https://tjas.example/$&#39;/account" style="color:#0b4f8a">`);
  });
});

describe('enqueue', () => {
  const anna = () => member('anna', { name: 'Anna de Vries', mail_off: ['wachtlijst'] });

  it('writes the mail into the outbox for the member, with the site in the subject and the footer', () => {
    const world = mailWorld([anna()]);
    const sent = mails(world).enqueue(world.app, 'anna', 'aanmelding', 'Je bent aangemeld: BBQ', ['Tot dan.'], {
      label: 'Bekijk het evenement',
      path: '/evenementen/e1',
    });
    expect(sent).toBe(true);
    expect(world.outbox).toHaveLength(1);
    const mail = world.outbox[0]!;
    expect(mail.fields).toMatchObject({
      collection: 'mail_outbox',
      user: 'anna',
      to: 'anna@example.com',
      kind: 'aanmelding',
      subject: 'Je bent aangemeld: BBQ - Tjas',
      attempts: 0,
    });
    expect(mail.getString('text')).toContain('Hoi Anna de Vries,');
    expect(mail.getString('text')).toContain(
      'Je krijgt deze mail omdat je lid bent van Tjas en je voor een evenement hebt aangemeld. Wil je deze mails niet meer? Zet ze uit bij E-mails op https://tjas.example/account/mijn-account.',
    );
    // The HTML is not written with the change: the job that sends the mail renders it from its parts.
    expect(mail.getString('html')).toBe('');
    const html = sentHtml(world, mail);
    expect(html).toContain('Hoi Anna de Vries,');
    expect(html).toContain('href="https://tjas.example/evenementen/e1"');
    expect(html).toContain('<a href="https://tjas.example/account/mijn-account"');
  });

  it('greets by username when the member has no name', () => {
    const world = mailWorld([member('bob', {})]);
    mails(world).enqueue(world.app, 'bob', 'bestelling', 'x', [], { label: 'x', path: '/' });
    expect(world.outbox[0]!.getString('text')).toMatch(/^Hoi bob,/);
  });

  it('writes nothing for a kind the member turned off, no address or no member', () => {
    const world = mailWorld([anna(), member('leeg', { email: '' })]);
    const { enqueue } = mails(world);
    expect(enqueue(world.app, 'anna', 'wachtlijst', 'x', [], { label: 'x', path: '/' })).toBe(false);
    expect(enqueue(world.app, 'leeg', 'aanmelding', 'x', [], { label: 'x', path: '/' })).toBe(false);
    expect(enqueue(world.app, 'weg', 'aanmelding', 'x', [], { label: 'x', path: '/' })).toBe(false);
    expect(world.outbox).toHaveLength(0);
  });

  it('refuses a kind it does not know, so a typo cannot send a mail members cannot turn off', () => {
    const world = mailWorld([anna()]);
    expect(() => mails(world).enqueue(world.app, 'anna', 'beheer', 'x', [], { label: 'x', path: '/' })).toThrow(
      'Onbekende soort mail: beheer',
    );
    expect(() => mails(world).enqueue(world.app, 'anna', 'constructor', 'x', [], { label: 'x', path: '/' })).toThrow();
  });

  it('keeps the subject within the field\u2019s 300 characters', () => {
    const world = mailWorld([anna()]);
    mails(world).enqueue(world.app, 'anna', 'aanmelding', `Je bent aangemeld: ${'x'.repeat(400)}`, [], {
      label: 'x',
      path: '/',
    });
    expect(world.outbox[0]!.getString('subject')).toHaveLength(300);
  });
});

describe('htmlOf (the HTML the job sends)', () => {
  it('is the HTML render gives for the same mail, from the parts written with the change', () => {
    const world = mailWorld([member('anna', { name: 'Anna <de> Vries' })]);
    const action = { label: 'Bekijk het evenement', path: '/evenementen/e1' };
    const paragraphs = ['Je bent aangemeld voor BBQ met je introducé Piet & Klaas.', 'Betalen:\nNL12 DEMO'];
    mails(world).enqueue(world.app, 'anna', 'aanmelding', 'Je bent aangemeld: BBQ', paragraphs, action);
    const mail = world.outbox[0]!;
    const settings = 'https://tjas.example/account/mijn-account';
    const whole = render(SITE, 'Anna <de> Vries', paragraphs, action, {
      text: `Je krijgt deze mail omdat je lid bent van Tjas en je voor een evenement hebt aangemeld. Wil je deze mails niet meer? Zet ze uit bij E-mails op ${settings}.`,
      link: settings,
    });
    expect(mail.getString('text')).toBe(whole.text);
    expect(sentHtml(world, mail)).toBe(whole.html);
  });

  it('sends a mail an earlier version wrote whole as it is, and one without HTML or parts as text only', () => {
    const { htmlOf } = mails(mailWorld([]));
    expect(htmlOf(recordStandIn({ html: '<p>Zoals het was</p>', parts: 'null' }))).toBe('<p>Zoals het was</p>');
    expect(htmlOf(recordStandIn({ html: '', parts: 'null' }))).toBe('');
    expect(htmlOf(recordStandIn({ html: '', parts: '{"site":' }))).toBe('');
  });
});

describe('enqueueForAdmin', () => {
  it('writes a mail that cannot be turned off, saying why the admin gets it', () => {
    const world = mailWorld([]);
    const admin = member('beheer', { name: 'Beheerder', mail_off: ['aanmelding', 'beheer'] });
    const { enqueueForAdmin } = mails(world);
    expect(
      enqueueForAdmin(world.app, admin, 'Back-up mislukt', ['Schijf vol.'], { label: 'Open', path: '/beheer' }),
    ).toBe(true);
    expect(world.outbox[0]!.fields).toMatchObject({ kind: 'beheer', subject: 'Back-up mislukt - Tjas' });
    expect(world.outbox[0]!.getString('text')).toContain(
      'Je krijgt deze mail omdat je beheerder bent van Tjas; deze mails staan altijd aan.',
    );
    enqueueForAdmin(world.app, admin, 'x', [], { label: 'x', path: '/' }, 'je sectie "sport" hebt uitgebracht');
    expect(world.outbox[1]!.getString('text')).toContain('omdat je sectie "sport" hebt uitgebracht; deze mails');
    expect(enqueueForAdmin(world.app, member('x', { email: '' }), 'x', [], { label: 'x', path: '/' })).toBe(false);
  });
});

describe('siteOf', () => {
  it('reads the address without a trailing slash, and Tjas when the site has no name', () => {
    const world = mailWorld([]);
    expect(mails(world).siteOf(world.app)).toEqual({ url: 'https://tjas.example', name: 'Tjas' });
    const unnamed = { ...world.app, settings: () => ({ meta: { appURL: 'https://a.example//', appName: '' } }) };
    expect(mails(world).siteOf(unnamed)).toEqual({ url: 'https://a.example', name: 'Tjas' });
  });
});

describe('saving a mail after sending it', () => {
  /** An app whose save refuses an HTML longer than the field takes, as PocketBase would. */
  const strictApp = () => {
    const saved: Record<string, unknown>[] = [];
    return {
      saved,
      logger: () => ({ error: () => undefined }),
      save: (mail: RecordStandIn) => {
        if (String(mail.fields['html'] ?? '').length > 10)
          throw new Error('html: Must be no more than 10 character(s).');
        saved.push({ ...mail.fields });
      },
    };
  };
  const { saveAfterSending } = mails(mailWorld([]));
  const withSet = (fields: Record<string, unknown>) => {
    const mail = recordStandIn(fields);
    return Object.assign(mail, { set: (field: string, value: unknown) => void (fields[field] = value) });
  };

  it('keeps the sent mark when the rendered HTML cannot be stored, so the mail is not sent again', () => {
    const app = strictApp();
    saveAfterSending(app, withSet({ sent: '2026-11-27 21:00:00.000Z', html: '<p>'.repeat(10) }));
    expect(app.saved).toEqual([{ sent: '2026-11-27 21:00:00.000Z', html: '' }]);
  });

  it('lets a failed save of a mail that did not go out fail as before (the job retries it)', () => {
    const app = strictApp();
    expect(() => saveAfterSending(app, withSet({ sent: '', html: '<p>'.repeat(10) }))).toThrow(/html/);
    expect(app.saved).toEqual([]);
  });
});
