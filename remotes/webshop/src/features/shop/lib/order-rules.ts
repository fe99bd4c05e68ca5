import { ordersLimits } from '@tjas/schema/field-limits';

export type OrderErrors = { variant?: string; quantity?: string };

/** What the form knows of the chosen size: its stock as last loaded (the server checks it again). */
interface ChosenVariant {
  stock: number;
}

/** The checks of an order before it is sent: a size, and a quantity the rules and the stock allow. */
export function validateOrder(chosen: ChosenVariant | undefined, quantity: string): OrderErrors {
  const errors: OrderErrors = {};
  const { min, max } = ordersLimits.quantity;
  const amount = Number(quantity);
  if (!chosen) errors.variant = 'Kies een maat.';
  if (!Number.isInteger(amount) || amount < min || amount > max) errors.quantity = `Bestel ${min} tot ${max} stuks.`;
  else if (chosen && amount > chosen.stock)
    errors.quantity = chosen.stock === 0 ? 'Deze maat is uitverkocht.' : `Nog ${chosen.stock} op voorraad.`;
  return errors;
}
