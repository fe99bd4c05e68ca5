import { describe, expect, it } from 'vitest';
import { loadHook } from './load-hook.ts';
import { recordStandIn } from './record-stand-in.ts';

// The "forgot password" mail (pb_hooks/lib/reset-mail.js) in the site's look. That PocketBase
// sends it with this text is in tests/e2e/forgot-password.spec.ts.

interface ResetMail {
  subject: string;
  text: string;
  html: string;
}
const { resetMail } = loadHook<{
  resetMail(site: { url: string; name: string }, member: unknown, token: string): ResetMail;
}>('lib/reset-mail.js');
const site = { url: 'https://leden.tjas.nl', name: 'Tjas' };

describe('the reset mail', () => {
  it('greets the member and carries the link with the token, in text and HTML', () => {
    const mail = resetMail(site, recordStandIn({ name: 'Femke Visser', username: 'femke' }), 'abc.def-1');
    expect(mail.subject).toBe('Nieuw wachtwoord voor Tjas');
    expect(mail.text).toMatch(/^Hoi Femke Visser,/);
    expect(mail.text).toContain('Nieuw wachtwoord instellen: https://leden.tjas.nl/login/vergeten?token=abc.def-1');
    expect(mail.html).toContain('href="https://leden.tjas.nl/login/vergeten?token=abc.def-1"');
    expect(mail.text).toContain('Heb je dit niet gevraagd?');
  });

  it('uses the username without a name, and escapes what the member typed', () => {
    expect(resetMail(site, recordStandIn({ name: '', username: 'femke' }), 't').text).toMatch(/^Hoi femke,/);
    const html = resetMail(site, recordStandIn({ name: '<b>Femke</b>', username: 'femke' }), 't').html;
    expect(html).toContain('Hoi &lt;b&gt;Femke&lt;/b&gt;');
    expect(html).not.toContain('<b>Femke</b>');
  });
});
