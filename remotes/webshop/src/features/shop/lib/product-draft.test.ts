import { describe, expect, it } from 'vitest';
import { productVariantsLimits } from '@tjas/schema/field-limits';
import { parseSizes, planSizeChanges, sizesText, validateProduct, validateStock } from './product-draft.ts';

describe('parseSizes', () => {
  it('reads sizes with stock', () => {
    expect(parseSizes('S:3, M : 5,One size:0')).toEqual([
      { size: 'S', stock: 3 },
      { size: 'M', stock: 5 },
      { size: 'One size', stock: 0 },
    ]);
  });

  it('refuses negative stock, missing numbers and a size twice', () => {
    expect(parseSizes('S:-1')).toBeNull();
    expect(parseSizes('S, M')).toBeNull();
    expect(parseSizes('S:1, s:2')).toBeNull();
    expect(parseSizes('')).toBeNull();
  });
});

it('explains every problem of a product in Dutch', () => {
  const errors = validateProduct({
    name: 'x',
    category: 'fietskleding',
    price: 'gratis',
    description: '',
    sizes: 'M',
    image: null,
  });
  expect(errors).toEqual({
    name: 'Geef een naam van minstens 2 tekens.',
    price: 'Vul een prijs in, bijvoorbeeld 54,95.',
    sizes: 'Schrijf maten met voorraad als S:3, M:5, L:0 (elke maat één keer).',
  });
});

it('takes a price as the events do ("12,5" is 12,50) and keeps its own range', () => {
  const draft = { name: 'Shirt', category: 'fietskleding' as const, description: '', sizes: 'M:1', image: null };
  expect(validateProduct({ ...draft, price: '12,5' })).toEqual({});
  expect(validateProduct({ ...draft, price: '1234,00' }).price).toBe('Een prijs boven € 1.000 kan hier niet.');
});

describe('validateStock', () => {
  it('takes a whole number within the schema’s range', () => {
    const { min, max } = productVariantsLimits.stock;
    expect(validateStock(String(min))).toEqual({});
    expect(validateStock(` ${max} `)).toEqual({});
    for (const value of ['-3', String(max + 1), '2,5', '', 'vier'])
      expect(validateStock(value)).toEqual({ stock: 'Vul een voorraad van 0 tot 10.000 in.' });
  });
});

describe('planSizeChanges', () => {
  const existing = [
    { id: 's', size: 'S', stock: 3, position: 0 },
    { id: 'm', size: 'M', stock: 5, position: 1 },
    { id: 'l', size: 'L', stock: 0, position: 2 },
  ];

  it('leaves sizes written as they were alone', () => {
    expect(planSizeChanges(existing, parseSizes(sizesText(existing))!)).toEqual({ create: [], update: [], remove: [] });
  });

  it('keeps a size’s record when its stock, case or place changes, so its orders keep pointing at it', () => {
    expect(planSizeChanges(existing, parseSizes('m:7, S:3, XL:2')!)).toEqual({
      create: [{ size: 'XL', stock: 2, position: 2 }],
      update: [
        { id: 'm', size: 'm', stock: 7, position: 0 },
        { id: 's', size: 'S', stock: 3, position: 1 },
      ],
      remove: [{ id: 'l', size: 'L' }],
    });
  });
});
