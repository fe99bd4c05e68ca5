import { describe, expect, it } from 'vitest';
import { moveItem } from './photo-order.ts';

describe('moveItem', () => {
  it('moves a photo one place earlier or later, or to the front', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 2, -1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 1, 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, -10)).toEqual(['d', 'a', 'b', 'c']);
  });

  it('leaves the order as it is at the ends and for an unknown place', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 5, 1)).toEqual(['a', 'b']);
  });
});
