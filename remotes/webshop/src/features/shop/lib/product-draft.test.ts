import { describe, expect, it } from 'vitest';
import { parseEuro, parseSizes, validateProduct } from './product-draft.ts';

describe('parseEuro', () => {
  it('reads Dutch and plain prices into cents', () => {
    expect(parseEuro('54,95')).toBe(5495);
    expect(parseEuro('€ 12')).toBe(1200);
    expect(parseEuro('3.50')).toBe(350);
  });

  it('refuses what is not a price', () => {
    for (const bad of ['', '-5', '1,5', 'twaalf', '12345,00']) expect(parseEuro(bad)).toBeNull();
  });
});

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
  const errors = validateProduct({ name: 'x', category: 'fietskleding', price: 'gratis', description: '', sizes: 'M', image: null });
  expect(errors).toEqual({
    name: 'Geef een naam van minstens 2 tekens.',
    price: 'Vul een prijs in, bijvoorbeeld 54,95.',
    sizes: 'Schrijf maten met voorraad als S:3, M:5, L:0 (elke maat één keer).',
  });
});
