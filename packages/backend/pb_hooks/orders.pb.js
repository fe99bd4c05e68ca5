/// <reference path="../pb_data/types.d.ts" />

// Webshop orders: stock is checked and reserved in the same transaction as the order, so two
// members ordering the last item at the same moment never both get it (single writer).

onRecordCreateRequest((e) => {
  const superuser = e.hasSuperuserAuth();
  e.app.runInTransaction((txApp) => {
    let variant;
    try {
      variant = txApp.findRecordById('product_variants', e.record.getString('variant'));
    } catch (error) {
      throw new BadRequestError('Kies een maat.', {
        variant: new ValidationError('invalid_variant', 'Kies een maat.'),
      });
    }
    const product = txApp.findRecordById('products', variant.getString('product'));
    if (!product.getBool('active') && !superuser) {
      throw new ApiError(409, `${product.getString('name')} is niet meer te bestellen.`);
    }
    const quantity = e.record.getInt('quantity');
    if (quantity < 1 || quantity > 10) {
      throw new BadRequestError('Bestel 1 tot 10 stuks.', {
        quantity: new ValidationError('invalid_quantity', 'Bestel 1 tot 10 stuks.'),
      });
    }
    const stock = variant.getInt('stock');
    if (stock < quantity) {
      throw new ApiError(
        409,
        stock === 0
          ? `${product.getString('name')} in maat ${variant.getString('size')} is uitverkocht.`
          : `Niet genoeg voorraad: nog ${stock} van ${product.getString('name')} in maat ${variant.getString('size')}.`
      );
    }
    variant.set('stock', stock - quantity);
    txApp.save(variant);
    if (!superuser) {
      e.record.set('member', e.auth.id);
      e.record.set('status', 'besteld');
    }
    if (!e.record.getString('status')) e.record.set('status', 'besteld');
    e.record.set('product', product.id);
    e.record.set('product_name', product.getString('name'));
    e.record.set('size', variant.getString('size'));
    e.record.set('unit_price', product.getInt('price'));
    e.record.set('total', product.getInt('price') * quantity);
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
