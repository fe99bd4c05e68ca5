import { describe, expect, it } from 'vitest';
import { loadHook } from './load-hook.ts';
import { recordStandIn } from './record-stand-in.ts';

// Every member mail (pb_hooks/lib/member-mails.js, here through the reset mail) carries the crest
// as a PNG at the site's absolute address: mail clients show no SVG and no relative address. That
// the site serves that PNG is in tests/e2e/brand.spec.ts.

const { resetMail } = loadHook<{
  resetMail(site: { url: string; name: string }, member: unknown, token: string): { html: string; text: string };
}>('lib/reset-mail.js');
const member = recordStandIn({ name: 'Femke Visser', username: 'femke' });

describe('the crest in mails', () => {
  it('is a PNG at the site’s absolute address, beside the name', () => {
    const { html, text } = resetMail({ url: 'https://leden.tjas.nl', name: 'Tjas' }, member, 't');
    expect(html).toMatch(
      /<img src="https:\/\/leden\.tjas\.nl\/icons\/tjas-crest-96\.png" width="40" height="40" alt=""[^>]*><span[^>]*>Tjas<\/span>/,
    );
    expect(html).not.toContain('<svg');
    expect(text).not.toContain('crest');
  });

  it('is left out when the site has no absolute address, so no mail points at a broken picture', () => {
    expect(resetMail({ url: '', name: 'Tjas' }, member, 't').html).not.toContain('<img');
  });
});
