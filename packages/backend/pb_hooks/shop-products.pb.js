/// <reference path="../pb_data/types.d.ts" />

// The webshop's products and sizes are checked on every save with the rule the Kledingcommissie's
// form uses (@tjas/schema/src/rules/shop.cjs), so a bad edit gets the form's own Dutch sentence.
// Hiding a product is its `active` flag: the permission table's rules keep a hidden product and its
// sizes from members (collection-access.ts), and orders.pb.js refuses to order them.

onRecordValidate((e) => {
  const { productErrors } = require(`${__hooks}/../node_modules/@tjas/schema/src/rules/shop.cjs`);
  require(`${__hooks}/lib/record-fields.js`).refuseFieldErrors(
    productErrors({
      name: e.record.getString('name'),
      description: e.record.getString('description'),
      category: e.record.getString('category'),
      price: e.record.getFloat('price'),
    })
  );
  e.record.set('name', e.record.getString('name').trim());
  e.next();
}, 'products');

onRecordValidate((e) => {
  const { sizeErrors } = require(`${__hooks}/../node_modules/@tjas/schema/src/rules/shop.cjs`);
  require(`${__hooks}/lib/record-fields.js`).refuseFieldErrors(
    sizeErrors({ size: e.record.getString('size'), stock: e.record.getFloat('stock') })
  );
  e.record.set('size', e.record.getString('size').trim());
  e.next();
}, 'product_variants');

// A size or product that was ordered stays: the orders point at it. The Kledingcommissie hides the
// product or sets the size's stock to 0 instead (PocketBase itself would refuse in English).
onRecordDeleteRequest((e) => {
  const orders = e.app.countRecords('orders', $dbx.hashExp({ variant: e.record.id }));
  if (orders > 0) {
    // At the field too, so the product form shows it next to the sizes.
    const message = `Maat ${e.record.getString('size')} is al besteld en kan niet weg; zet de voorraad op 0.`;
    throw new BadRequestError(message, { size: new ValidationError('ordered', message) });
  }
  e.next();
}, 'product_variants');

onRecordDeleteRequest((e) => {
  const orders = e.app.countRecords('orders', $dbx.hashExp({ product: e.record.id }));
  if (orders > 0)
    throw new BadRequestError(
      `${e.record.getString('name')} is al besteld en kan niet weg; verberg het product in plaats daarvan.`
    );
  e.next();
}, 'products');
