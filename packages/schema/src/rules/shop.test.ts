import { describe, expect, it } from 'vitest';
import { CART_MESSAGES, cartProblem, productErrors, sizeErrors, SHOP_MESSAGES } from './shop.cjs';

describe('productErrors', () => {
  const good = { name: 'Thermoshirt', description: '', category: 'schaatskleding', price: 3950 };

  it('accepts a product filled in well', () => {
    expect(productErrors(good)).toEqual({});
    expect(productErrors({ ...good, price: 100000 })).toEqual({});
  });

  it('explains each wrong field in Dutch', () => {
    expect(
      productErrors({ name: ' x ', description: 'x'.repeat(2001), category: 'hoeden', price: Number.NaN }),
    ).toEqual({
      name: 'Geef een naam van minstens 2 tekens.',
      description: 'De beschrijving mag hoogstens 2000 tekens hebben.',
      category: 'Kies fietskleding of schaatskleding.',
      price: SHOP_MESSAGES.price,
    });
    expect(productErrors({ ...good, name: 'x'.repeat(101) }).name).toBe('De naam mag hoogstens 100 tekens hebben.');
    expect(productErrors({ ...good, price: 12.5 }).price).toBe(SHOP_MESSAGES.price);
    expect(productErrors({ ...good, price: 0 }).price).toBe(SHOP_MESSAGES.price);
    expect(productErrors({ ...good, price: 100001 }).price).toBe('Een prijs boven € 1.000 kan hier niet.');
  });
});

describe('sizeErrors', () => {
  it('takes a size of 1 to 20 characters with a whole stock from 0 to 10,000', () => {
    expect(sizeErrors({ size: 'XL', stock: 0 })).toEqual({});
    expect(sizeErrors({ size: 'One size', stock: 10000 })).toEqual({});
    expect(sizeErrors({ size: '  ', stock: -1 })).toEqual({
      size: 'Geef de maat een naam van 1 tot 20 tekens.',
      stock: SHOP_MESSAGES.stock,
    });
    expect(sizeErrors({ size: 'M', stock: 2.5 }).stock).toBe(SHOP_MESSAGES.stock);
  });
});

describe('cartProblem', () => {
  it('accepts a few sizes with whole quantities from 1 to 10', () => {
    expect(
      cartProblem([
        { variant: 'a', quantity: 1 },
        { variant: 'b', quantity: 10 },
      ]),
    ).toBe('');
  });

  it('refuses an empty cart, a cart of more than 20 sizes and lines of the wrong shape', () => {
    expect(cartProblem([])).toBe(CART_MESSAGES.empty);
    expect(cartProblem(undefined)).toBe(CART_MESSAGES.empty);
    expect(cartProblem({ variant: 'a', quantity: 1 })).toBe(CART_MESSAGES.empty);
    expect(cartProblem(Array.from({ length: 21 }, (_, index) => ({ variant: `v${index}`, quantity: 1 })))).toBe(
      CART_MESSAGES.lines,
    );
    for (const line of [null, 'a', { quantity: 1 }, { variant: 7, quantity: 1 }, { variant: '', quantity: 1 }])
      expect(cartProblem([line])).toBe(CART_MESSAGES.shape);
    for (const quantity of [0, 11, 1.5, '2', null])
      expect(cartProblem([{ variant: 'a', quantity }])).toBe('Bestel 1 tot 10 stuks.');
  });

  it('refuses a size twice, also a size named like a key every object has', () => {
    expect(
      cartProblem([
        { variant: 'a', quantity: 1 },
        { variant: 'a', quantity: 2 },
      ]),
    ).toBe(CART_MESSAGES.twice);
    expect(cartProblem([{ variant: 'constructor', quantity: 1 }])).toBe('');
    expect(
      cartProblem([
        { variant: '__proto__', quantity: 1 },
        { variant: '__proto__', quantity: 1 },
      ]),
    ).toBe(CART_MESSAGES.twice);
  });
});
