// The webshop's rules with their Dutch messages: the server (pb_hooks/orders.pb.js, on every save
// of a product or a size) and the Kledingcommissie's product form check the same, so the form
// shows the server's own sentence. Plain JavaScript without imports: PocketBase's engine requires
// it as it is, and Node and Vite read it as CommonJS.

/** The fields' limits (the collections' own, migration 1764600000). */
const SHOP_LIMITS = {
  name: { min: 2, max: 100 },
  description: { max: 2000 },
  /** Euro cents. */
  price: { min: 1, max: 100000 },
  size: { min: 1, max: 20 },
  stock: { min: 0, max: 10000 },
};

const CATEGORIES = ['fietskleding', 'schaatskleding'];

const SHOP_MESSAGES = {
  price: 'Vul een prijs in, bijvoorbeeld 54,95.',
  stock: 'Vul een voorraad van 0 tot 10.000 in.',
};

/**
 * What is wrong with a product (name and description as typed, price in cents: NaN when it could
 * not be read), by field, in Dutch; {} when nothing is.
 */
function productErrors(product) {
  const errors = {};
  const name = String(product.name || '').trim();
  if (name.length < SHOP_LIMITS.name.min) errors.name = `Geef een naam van minstens ${SHOP_LIMITS.name.min} tekens.`;
  else if (name.length > SHOP_LIMITS.name.max)
    errors.name = `De naam mag hoogstens ${SHOP_LIMITS.name.max} tekens hebben.`;
  const price = Number(product.price);
  if (!Number.isInteger(price) || price < SHOP_LIMITS.price.min) errors.price = SHOP_MESSAGES.price;
  else if (price > SHOP_LIMITS.price.max) errors.price = 'Een prijs boven € 1.000 kan hier niet.';
  if (CATEGORIES.indexOf(product.category) < 0) errors.category = 'Kies fietskleding of schaatskleding.';
  if (String(product.description || '').length > SHOP_LIMITS.description.max)
    errors.description = 'De beschrijving mag hoogstens 2000 tekens hebben.';
  return errors;
}

/** What is wrong with one size of a product (its name and stock), by field, in Dutch. */
function sizeErrors(variant) {
  const errors = {};
  const size = String(variant.size || '').trim();
  if (size.length < SHOP_LIMITS.size.min || size.length > SHOP_LIMITS.size.max)
    errors.size = `Geef de maat een naam van ${SHOP_LIMITS.size.min} tot ${SHOP_LIMITS.size.max} tekens.`;
  const stock = Number(variant.stock);
  if (!Number.isInteger(stock) || stock < SHOP_LIMITS.stock.min || stock > SHOP_LIMITS.stock.max)
    errors.stock = SHOP_MESSAGES.stock;
  return errors;
}

/** What one order of a cart may hold: lines of a size and a quantity (orders' own limits). */
const CART_LIMITS = { lines: 20, quantity: { min: 1, max: 10 } };

const CART_MESSAGES = {
  empty: 'Je winkelmandje is leeg.',
  lines: `Bestel hoogstens ${CART_LIMITS.lines} verschillende maten tegelijk.`,
  shape: 'Elke regel van je winkelmandje heeft een maat en een aantal.',
  twice: 'Elke maat staat maar één keer in je winkelmandje; verander anders het aantal.',
  quantity: `Bestel ${CART_LIMITS.quantity.min} tot ${CART_LIMITS.quantity.max} stuks.`,
};

/**
 * What is wrong with the lines of a cart ({ variant, quantity } each, as the browser sends them),
 * as one Dutch sentence; '' when nothing is. Whether a size exists and has the stock is the
 * server's to say, in the transaction that takes it.
 */
function cartProblem(lines) {
  if (!Array.isArray(lines) || lines.length === 0) return CART_MESSAGES.empty;
  if (lines.length > CART_LIMITS.lines) return CART_MESSAGES.lines;
  const seen = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    if (!line || typeof line !== 'object' || typeof line.variant !== 'string' || !line.variant)
      return CART_MESSAGES.shape;
    const quantity = line.quantity;
    if (
      typeof quantity !== 'number' ||
      !Number.isInteger(quantity) ||
      quantity < CART_LIMITS.quantity.min ||
      quantity > CART_LIMITS.quantity.max
    )
      return CART_MESSAGES.quantity;
    // A list, not an object's keys: a size id such as "__proto__" is no key every object has.
    if (seen.indexOf(line.variant) >= 0) return CART_MESSAGES.twice;
    seen.push(line.variant);
  }
  return '';
}

module.exports = {
  CART_LIMITS,
  CART_MESSAGES,
  CATEGORIES,
  SHOP_LIMITS,
  SHOP_MESSAGES,
  cartProblem,
  productErrors,
  sizeErrors,
};
