import { describe, expect, it } from 'vitest';
import { loadHook } from './load-hook.ts';
import { recordStandIn, type RecordStandIn } from './record-stand-in.ts';

// The welcome mail of a new member (pb_hooks/lib/invitations.js) without a server: its text, the
// link with a password-reset token valid for days, the names in it escaped, and what is recorded
// when the mail server takes it or not. The token's use on the real reset route is in
// tests/integration/member-administration.test.ts.

interface Message {
  from: { address: string; name: string };
  to: { address: string }[];
  subject: string;
  html: string;
  text: string;
}
interface Token {
  payload: Record<string, unknown>;
  key: string;
  seconds: number;
}

function world(options: { days?: string; mailServerDown?: boolean; inviter?: Record<string, unknown> } = {}) {
  const sent: Message[] = [];
  const tokens: Token[] = [];
  const changes: unknown[][] = [];
  const errors: unknown[][] = [];
  let keys = 0;
  const member = Object.assign(
    recordStandIn({ name: 'Nieuw <Lid>', username: 'nieuw_lid', email: 'nieuw@example.com' }, 'new1'),
    {
      refreshTokenKey: () => {
        keys++;
      },
      tokenKey: () => `key${keys}`,
      email: () => 'nieuw@example.com',
      collection: () => ({ id: '_pb_users_', passwordResetToken: { secret: 'secret' } }),
    },
  );
  const users: Record<string, RecordStandIn> = {
    new1: member,
    admin1: recordStandIn({ name: 'Bea & "Bestuur"', ...options.inviter }, 'admin1'),
  };
  const saved: RecordStandIn[] = [];
  const app = {
    settings: () => ({
      meta: {
        appURL: 'https://tjas.example',
        appName: 'Tjas',
        senderAddress: 'noreply@tjas.example',
        senderName: 'Tjas',
      },
    }),
    findRecordById: (collection: string, id: string) => {
      const found = collection === 'users' ? users[id] : undefined;
      if (!found) throw new Error('sql: no rows in result set');
      return found;
    },
    newMailClient: () => ({
      send: (message: Message) => {
        if (options.mailServerDown) throw new Error('dial tcp 127.0.0.1:25: connection refused');
        sent.push(message);
      },
    }),
    saveNoValidate: (record: RecordStandIn) => saved.push(record),
    logger: () => ({ error: (...values: unknown[]) => errors.push(values) }),
  };
  const { invite } = loadHook<{ invite(app: unknown, memberId: string, actorId: string): boolean }>(
    'lib/invitations.js',
    {
      globals: {
        $os: { getenv: (name: string) => (name === 'TJAS_INVITATION_DAYS' ? (options.days ?? '') : '') },
        $security: {
          createJWT: (payload: Record<string, unknown>, key: string, seconds: number) => {
            tokens.push({ payload, key, seconds });
            return `jwt${tokens.length}.part.sig`;
          },
        },
        MailerMessage: function MailerMessage(message: Message) {
          return message;
        },
      },
      modules: { 'lib/member-changes.js': { record: (...values: unknown[]) => changes.push(values.slice(1)) } },
    },
  );
  return { invite: (actor = 'admin1') => invite(app, 'new1', actor), member, sent, tokens, changes, errors, saved };
}

describe('invite', () => {
  it('mails the new member a link to choose a password, valid for 7 days unless the site says otherwise', () => {
    const site = world();
    expect(site.invite()).toBe(true);
    expect(site.sent).toHaveLength(1);
    const mail = site.sent[0]!;
    expect(mail).toMatchObject({
      from: { address: 'noreply@tjas.example', name: 'Tjas' },
      to: [{ address: 'nieuw@example.com' }],
      subject: 'Welkom bij Tjas: kies je wachtwoord',
    });
    expect(mail.text).toContain('Kies je wachtwoord: https://tjas.example/login/vergeten?token=jwt1.part.sig&welkom=1');
    expect(mail.text).toContain('De link is 7 dagen geldig.');
    expect(site.tokens).toEqual([
      {
        payload: { id: 'new1', type: 'passwordReset', collectionId: '_pb_users_', email: 'nieuw@example.com' },
        key: 'key1secret',
        seconds: 7 * 86400,
      },
    ]);
    const longer = world({ days: '14' });
    longer.invite();
    expect(longer.tokens[0]!.seconds).toBe(14 * 86400);
    expect(longer.sent[0]!.text).toContain('De link is 14 dagen geldig.');
    for (const days of ['0', '-2', 'week']) {
      const fallback = world({ days });
      fallback.invite();
      expect(fallback.tokens[0]!.seconds, days).toBe(7 * 86400);
    }
  });

  it('makes a new token key first, so an earlier invitation\u2019s link stops working', () => {
    const site = world();
    site.invite();
    site.invite();
    expect(site.tokens.map((token) => token.key)).toEqual(['key1secret', 'key2secret']);
  });

  it('names who added the member, or the board, and the member\u2019s own login names', () => {
    const site = world();
    site.invite();
    const { text } = site.sent[0]!;
    expect(text).toMatch(/^Hoi Nieuw <Lid>,/);
    expect(text).toContain('Welkom bij Tjas! Bea & "Bestuur" heeft je toegevoegd als lid van de ledensite:');
    expect(text).toContain('met je e-mailadres (nieuw@example.com) of je gebruikersnaam (nieuw_lid).');
    expect(text).toContain('Vraag Bea & "Bestuur" om een nieuwe uitnodiging');
    const bySystem = world();
    bySystem.invite('');
    expect(bySystem.sent[0]!.text).toContain('Welkom bij Tjas! Je bent toegevoegd als lid van de ledensite:');
    expect(bySystem.sent[0]!.text).toContain('Vraag het bestuur om een nieuwe uitnodiging');
  });

  it('escapes the names in the HTML, and the link\u2019s & in its href', () => {
    const site = world();
    site.invite();
    const { html } = site.sent[0]!;
    expect(html).toContain('Hoi Nieuw &lt;Lid&gt;,');
    expect(html).toContain('Bea &amp; &quot;Bestuur&quot; heeft je toegevoegd');
    expect(html).not.toContain('<Lid>');
    expect(html).toContain('href="https://tjas.example/login/vergeten?token=jwt1.part.sig&amp;welkom=1"');
  });

  it('records on the member and in the change log whether the mail server took it', () => {
    const site = world();
    site.invite();
    expect(site.member.getString('invitation')).toBe('verstuurd');
    expect(site.saved).toEqual([site.member]);
    expect(site.changes).toEqual([['admin1', 'new1', 'uitnodiging verstuurd']]);
    const down = world({ mailServerDown: true });
    expect(down.invite()).toBe(false);
    expect(down.member.getString('invitation')).toBe('mislukt');
    expect(down.changes).toEqual([['admin1', 'new1', 'uitnodiging niet verstuurd: de mailserver is niet bereikbaar']]);
    expect(down.errors).toHaveLength(1);
  });
});
