/// <reference path="../../pb_data/types.d.ts" />
// Placing an order line: the size's stock is checked and taken in the caller's transaction, so
// two members ordering the last item at the same moment never both get it (PocketBase has one
// writer: a second transaction reads the stock the first one left). One order (orders.pb.js) and
// a whole cart (its route, lib/cart-orders.js) place their lines with this, the cart all in one
// transaction: a line that does not fit rolls back the lines before it.

/**
 * Reserves the stock of `record`'s size (an unsaved order with `variant` and `quantity`) and fills
 * in what the server decides: member, status, product, name, size and prices. Throws a Dutch
 * 400 (no size, a wrong quantity) or 409 (hidden, sold out, not enough left).
 */
function reserve(txApp, record, { superuser, memberId }) {
  let variant;
  try {
    variant = txApp.findRecordById('product_variants', record.getString('variant'));
  } catch (error) {
    throw new BadRequestError('Kies een maat.', {
      variant: new ValidationError('invalid_variant', 'Kies een maat.'),
    });
  }
  const product = txApp.findRecordById('products', variant.getString('product'));
  if (!product.getBool('active') && !superuser) {
    throw new ApiError(409, `${product.getString('name')} is niet meer te bestellen.`);
  }
  const quantity = record.getInt('quantity');
  if (record.getFloat('quantity') !== quantity || quantity < 1 || quantity > 10) {
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
    record.set('member', memberId);
    record.set('status', 'besteld');
  }
  if (!record.getString('status')) record.set('status', 'besteld');
  record.set('product', product.id);
  record.set('product_name', product.getString('name'));
  record.set('size', variant.getString('size'));
  record.set('unit_price', product.getInt('price'));
  record.set('total', product.getInt('price') * quantity);
}

module.exports = { reserve };
