/// <reference path="../../pb_data/types.d.ts" />
// The mail a member gets when someone else moves their order (lib/member-mails.js sends it).

/** Tells a member that their order moved (with the transaction's app). */
function mailOrderStatus(txApp, order, status) {
  const words = {
    besteld: ['is weer besteld', 'Je bestelling staat weer op besteld.'],
    betaald: [
      'is betaald',
      'We hebben je betaling ontvangen. De Kledingcommissie laat weten wanneer je bestelling klaarligt.',
    ],
    geleverd: ['is geleverd', 'Je bestelling is geleverd. Veel plezier ermee!'],
    geannuleerd: [
      'is geannuleerd',
      'De Kledingcommissie heeft je bestelling geannuleerd. Vragen? Neem contact met hen op.',
    ],
  }[status] || [`is ${status}`, `De status van je bestelling is nu: ${status}.`];
  const what = `${order.getInt('quantity')} × ${order.getString('product_name')}${order.getString('size') ? ` (${order.getString('size')})` : ''}`;
  require(`${__hooks}/lib/member-mails.js`).enqueue(
    txApp,
    order.getString('member'),
    'bestelling',
    `Je bestelling ${words[0]}`,
    [`Je bestelling van ${what}: ${words[1]}`],
    {
      label: 'Bekijk je bestellingen',
      path: '/account',
    }
  );
  require(`${__hooks}/lib/member-pushes.js`).order(txApp, order, `Je bestelling ${words[0]}`, `${what}: ${words[1]}`);
}

module.exports = { mailOrderStatus };
