import { describe, expect, it } from 'vitest';
import { countText } from './count-text.ts';

describe('countText', () => {
  it('writes a thousands dot from five digits on', () => {
    expect([200, 3000, 10_000, 20_000, 250_000].map(countText)).toEqual(['200', '3000', '10.000', '20.000', '250.000']);
  });
});
