/// <reference path="../pb_data/types.d.ts" />

// Webshop orders: stock is checked and reserved in the same transaction as the order, so two
// members ordering the last item at the same moment never both get it (single writer;
// lib/order-placement.js, which a whole cart uses too: lib/cart-orders.js).

onRecordCreateRequest((e) => {
  const superuser = e.hasSuperuserAuth();
  e.app.runInTransaction((txApp) => {
    require(`${__hooks}/lib/order-placement.js`).reserve(txApp, e.record, {
      superuser,
      memberId: e.auth && e.auth.id,
    });
    e.app = txApp;
    e.next();
  });
}, 'orders');

// The Kledingcommissie moves an order through its statuses, and a member may cancel their own
// order while it is only ordered (the API rule); cancelling puts the stock back.
// The status it moves from is read inside the transaction (a single writer): of any number of
// identical cancels at once, exactly one finds the order still open and returns its stock.
onRecordUpdateRequest((e) => {
  if (!e.hasSuperuserAuth()) {
    const { assertOnlyChanged } = require(`${__hooks}/lib/record-fields.js`);
    assertOnlyChanged(e.record, ['status'], 'Alleen de status van een bestelling kan worden gewijzigd.');
  }
  const now = e.record.getString('status');
  const manager = e.hasSuperuserAuth() || require(`${__hooks}/lib/access.js`).holds(e.app, e, 'manageShop', e.auth);
  e.app.runInTransaction((txApp) => {
    const current = txApp.findRecordById('orders', e.record.id);
    const was = current.getString('status');
    // The rule let the member cancel an order that was only ordered when it was read; it may
    // have been paid since (read again here, in the transaction that writes).
    if (!manager && was !== 'besteld') {
      throw new ApiError(
        409,
        'Deze bestelling is al betaald of geleverd en kan niet meer worden geannuleerd. Neem contact op met de Kledingcommissie.'
      );
    }
    if (was === 'geannuleerd' && now !== 'geannuleerd') {
      throw new BadRequestError('Een geannuleerde bestelling kan niet worden heropend; plaats een nieuwe bestelling.', {
        status: new ValidationError('locked', 'Een geannuleerde bestelling kan niet worden heropend.'),
      });
    }
    if (now === 'geannuleerd' && was !== 'geannuleerd') {
      const variant = txApp.findRecordById('product_variants', current.getString('variant'));
      variant.set('stock', variant.getInt('stock') + current.getInt('quantity'));
      txApp.save(variant);
    }
    e.app = txApp;
    e.next();
    // The member hears of a change someone else made (not of their own cancel).
    if (now !== was && !(e.auth && e.auth.id === current.getString('member')))
      require(`${__hooks}/lib/order-mails.js`).mailOrderStatus(txApp, current, now);
  });
}, 'orders');

// A member orders their cart at once (lib/cart-orders.js): all lines or none. Sent twice (a double
// click, a retry while the first is under way), it is placed once: the same fingerprint as a
// form's (duplicate-submits.pb.js, lib/request-fingerprints.js `once`), given back when it fails.
routerAdd(
  'POST',
  '/api/tjas/bestellingen',
  (e) => {
    const cart = require(`${__hooks}/lib/cart-orders.js`);
    if (!cart.mayOrder(e)) throw new ForbiddenError('Je kunt in de webshop niet bestellen.');
    const fingerprints = require(`${__hooks}/lib/request-fingerprints.js`);
    const lines = cart.readLines(e);
    const orders = fingerprints.once(e.app, cart.fingerprintOf(e.auth.id, lines), () =>
      cart.placeCart(e.app, e.auth.id, lines)
    );
    return e.json(201, { orders });
  },
  $apis.requireAuth('users')
);
