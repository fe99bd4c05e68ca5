/// <reference path="../../pb_data/types.d.ts" />
// A member's cart ordered at once (POST /api/tjas/bestellingen, orders.pb.js): one order per line,
// all in one transaction. Each line reserves its stock as a single order does
// (lib/order-placement.js); a line that does not fit (sold out, hidden, not enough left) throws
// and rolls back every line before it, so a cart is ordered whole or not at all, and of two carts
// racing for the last item exactly one gets it.

const RULES = `${__hooks}/../node_modules/@tjas/schema/src/rules/shop.cjs`;

/**
 * The cart's lines from the request body, as plain values ({ variant, quantity }); a Dutch 400
 * when the body is not a cart (the same sentence the webshop's cart shows).
 */
function readLines(e) {
  const { CART_MESSAGES, cartProblem } = require(RULES);
  let body;
  try {
    // Plain values: PocketBase gives the body's lists as Go slices, which are no JavaScript arrays.
    body = JSON.parse(JSON.stringify(e.requestInfo().body || {}));
  } catch (error) {
    body = null;
  }
  const lines = body && typeof body === 'object' ? body.lines : undefined;
  const problem = body ? cartProblem(lines) : CART_MESSAGES.shape;
  if (problem) throw new BadRequestError(problem, { lines: new ValidationError('invalid_lines', problem) });
  return lines.map((line) => ({ variant: line.variant, quantity: line.quantity }));
}

/**
 * The fingerprint of a member's cart (its lines in their order), in the fingerprints of forms
 * (lib/request-fingerprints.js, duplicate-submits.pb.js) under the route's name.
 */
function fingerprintOf(memberId, lines) {
  const text = lines.map((line) => `${JSON.stringify(line.variant)}=${line.quantity}`).join('\n');
  return $security.sha256(`${memberId}\nbestellingen\n${text}\n`);
}

/**
 * Whether the request's member may order: the create rule of orders, as the permission table
 * makes it (generated/access.json), so the cart follows the table as a single order does. The
 * rule speaks of the member only (`@request.auth`; an order's own fields are the server's), so
 * it is tried on the member's record: PocketBase tries a rule on a saved record.
 */
function mayOrder(e) {
  const rule = require(`${__hooks}/lib/access.js`).readAccess().rules.orders.createRule;
  return rule !== null && e.app.canAccessRecord(e.auth, e.requestInfo(), rule);
}

/** Places every line as an order of `memberId`, in one transaction; the saved orders, in order. */
function placeCart(app, memberId, lines) {
  const { reserve } = require(`${__hooks}/lib/order-placement.js`);
  const orders = [];
  app.runInTransaction((txApp) => {
    const collection = txApp.findCollectionByNameOrId('orders');
    for (const line of lines) {
      const order = new Record(collection);
      order.set('variant', line.variant);
      order.set('quantity', line.quantity);
      reserve(txApp, order, { superuser: false, memberId });
      txApp.save(order);
      orders.push(order);
    }
  });
  return orders;
}

module.exports = { fingerprintOf, mayOrder, placeCart, readLines };
