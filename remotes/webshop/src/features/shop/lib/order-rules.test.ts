import { ordersLimits } from '@tjas/schema/field-limits';
import { describe, expect, it } from 'vitest';
import { validateOrder } from './order-rules.ts';

describe('validateOrder', () => {
  it('accepts a size in stock and a quantity within the limits', () => {
    expect(validateOrder({ stock: 3 }, '2')).toEqual({});
  });

  it('asks for a size', () => {
    expect(validateOrder(undefined, '1')).toEqual({ variant: 'Kies een maat.' });
  });

  it('takes the quantity limits from the schema', () => {
    const { min, max } = ordersLimits.quantity;
    const message = `Bestel ${min} tot ${max} stuks.`;
    for (const quantity of [String(min - 1), String(max + 1), '1,5', 'twee', ''])
      expect(validateOrder({ stock: 100 }, quantity)).toEqual({ quantity: message });
    expect(validateOrder({ stock: 100 }, String(max))).toEqual({});
  });

  it('says how many are left, or that the size is sold out', () => {
    expect(validateOrder({ stock: 2 }, '3')).toEqual({ quantity: 'Nog 2 op voorraad.' });
    expect(validateOrder({ stock: 0 }, '1')).toEqual({ quantity: 'Deze maat is uitverkocht.' });
  });

  it('counts what the cart holds of the size already', () => {
    expect(validateOrder({ stock: 5 }, '2', 3)).toEqual({});
    expect(validateOrder({ stock: 5 }, '3', 3)).toEqual({
      quantity: 'Nog 5 op voorraad, en 3 ligt al in je winkelmandje.',
    });
    expect(validateOrder({ stock: 50 }, '2', 9)).toEqual({
      quantity: 'Er liggen er al 9 in je winkelmandje; hoogstens 10 per maat.',
    });
  });
});
