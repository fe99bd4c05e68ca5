import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartCount,
  cartTotal,
  freshCart,
  inCart,
  readCart,
  removeFromCart,
  setCartQuantity,
} from './cart.ts';

const shirtL = { variant: 'l', quantity: 2, productName: 'Thermoshirt', size: 'L', price: 3950 };
const capM = { variant: 'm', quantity: 1, productName: 'Muts', size: 'One size', price: 1495 };

describe('the cart', () => {
  it('adds sizes as lines, and a size again to its line, up to 10', () => {
    let cart = addToCart([], shirtL);
    cart = addToCart(cart, capM);
    cart = addToCart(cart, { ...shirtL, quantity: 3 });
    expect(cart.map((line) => [line.variant, line.quantity])).toEqual([
      ['l', 5],
      ['m', 1],
    ]);
    expect(inCart(cart, 'l')).toBe(5);
    expect(inCart(cart, 'x')).toBe(0);
    expect(inCart(addToCart(cart, { ...shirtL, quantity: 9 }), 'l')).toBe(10);
  });

  it('changes a quantity, removes a line and adds up count and total', () => {
    let cart = [shirtL, capM];
    cart = setCartQuantity(cart, 'm', 3);
    expect(cartCount(cart)).toBe(5);
    expect(cartTotal(cart)).toBe(2 * 3950 + 3 * 1495);
    cart = removeFromCart(cart, 'l');
    expect(cart).toEqual([{ ...capM, quantity: 3 }]);
  });

  it('takes the names and prices the shop lists now, and drops sizes it no longer lists', () => {
    const listed = new Map([['l', { productName: 'Thermoshirt Pro', size: 'L', price: 4200, stock: 3 }]]);
    expect(freshCart([shirtL, capM], listed)).toEqual({
      cart: [{ ...shirtL, productName: 'Thermoshirt Pro', price: 4200 }],
      gone: ['Muts (One size)'],
    });
  });

  it('reads back only well-formed lines from storage', () => {
    expect(readCart('kapot')).toEqual([]);
    expect(readCart([shirtL, { ...capM, quantity: 0 }, { ...shirtL, quantity: 1 }, null, { variant: 'x' }])).toEqual([
      shirtL,
    ]);
  });
});
