import { describe, expect, it } from 'vitest';
import { loadHook } from './load-hook.ts';
import { mailWorld, member, sentHtml, type MailWorld } from './mail-stand-ins.ts';
import { recordStandIn, type RecordStandIn } from './record-stand-in.ts';

// The mail a member gets when someone else moves their order (pb_hooks/lib/order-mails.js),
// without a server; who may move an order, and when, is tried in tests/integration.

type OrderMails = { mailOrderStatus(app: MailWorld['app'], order: RecordStandIn, status: string): void };

function mailOrderStatus(world: MailWorld, order: RecordStandIn, status: string) {
  loadHook<OrderMails>('lib/order-mails.js', { globals: world.globals }).mailOrderStatus(world.app, order, status);
}
const order = (fields: Record<string, unknown> = {}) =>
  recordStandIn({ member: 'anna', quantity: 2, product_name: 'Clubshirt', size: 'M', ...fields }, 'or1');

function mailFor(status: string, fields?: Record<string, unknown>) {
  const world = mailWorld([member('anna', { name: 'Anna' })]);
  mailOrderStatus(world, order(fields), status);
  expect(world.outbox).toHaveLength(1);
  const mail = world.outbox[0]!;
  return { subject: mail.getString('subject'), text: mail.getString('text'), html: sentHtml(world, mail), mail };
}

describe('mailOrderStatus', () => {
  it.each([
    ['besteld', 'Je bestelling is weer besteld', 'Je bestelling staat weer op besteld.'],
    [
      'betaald',
      'Je bestelling is betaald',
      'We hebben je betaling ontvangen. De Kledingcommissie laat weten wanneer je bestelling klaarligt.',
    ],
    ['geleverd', 'Je bestelling is geleverd', 'Je bestelling is geleverd. Veel plezier ermee!'],
    [
      'geannuleerd',
      'Je bestelling is geannuleerd',
      'De Kledingcommissie heeft je bestelling geannuleerd. Vragen? Neem contact met hen op.',
    ],
  ])('writes what "%s" means for the member', (status, subject, sentence) => {
    const mail = mailFor(status);
    expect(mail.subject).toBe(`${subject} - Tjas`);
    expect(mail.text).toContain(`Je bestelling van 2 × Clubshirt (M): ${sentence}`);
    expect(mail.text).toContain('Bekijk je bestellingen: https://tjas.example/account');
    expect(mail.mail.getString('kind')).toBe('bestelling');
  });

  it('names a status it has no words for as it is, and an order without a size without one', () => {
    const mail = mailFor('klaar', { size: '', quantity: 1 });
    expect(mail.subject).toBe('Je bestelling is klaar - Tjas');
    expect(mail.text).toContain('Je bestelling van 1 × Clubshirt: De status van je bestelling is nu: klaar.');
  });

  it('escapes the product\u2019s name in the HTML of the mail', () => {
    const { html } = mailFor('betaald', { product_name: 'Shirt <img src=x onerror=alert(1)>' });
    expect(html.match(/<img/g), 'het wapen is de enige afbeelding').toHaveLength(1);
    expect(html).toContain('2 × Shirt &lt;img src=x onerror=alert(1)&gt; (M)');
  });
});
