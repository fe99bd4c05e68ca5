import { describe, expect, it } from 'vitest';
import { formatTitle } from './page-title.ts';

describe('formatTitle', () => {
  it('puts the page before the product', () => {
    expect(formatTitle('Evenementen', 'Tjas')).toBe('Evenementen - Tjas');
  });

  it('is just the product without a page title', () => {
    expect(formatTitle(undefined, 'Tjas')).toBe('Tjas');
    expect(formatTitle('   ', 'Tjas')).toBe('Tjas');
  });
});
