import { ordersLimits } from '@tjas/schema/field-limits';

export type OrderErrors = { variant?: string; quantity?: string };

/** What the form knows of the chosen size: its stock as last loaded (the server checks it again). */
interface ChosenVariant {
  stock: number;
}

/**
 * The checks of a size put in the cart: a size, and a quantity the rules and the stock allow
 * together with what the cart holds of that size already (`inCart`).
 */
export function validateOrder(chosen: ChosenVariant | undefined, quantity: string, inCart = 0): OrderErrors {
  const errors: OrderErrors = {};
  const { min, max } = ordersLimits.quantity;
  const amount = Number(quantity);
  if (!chosen) errors.variant = 'Kies een maat.';
  if (!Number.isInteger(amount) || amount < min || amount > max) errors.quantity = `Bestel ${min} tot ${max} stuks.`;
  else if (inCart + amount > max)
    errors.quantity = `Er liggen er al ${inCart} in je winkelmandje; hoogstens ${max} per maat.`;
  else if (chosen && inCart + amount > chosen.stock)
    errors.quantity =
      chosen.stock === 0
        ? 'Deze maat is uitverkocht.'
        : inCart === 0
          ? `Nog ${chosen.stock} op voorraad.`
          : `Nog ${chosen.stock} op voorraad, en ${inCart} ligt al in je winkelmandje.`;
  return errors;
}
