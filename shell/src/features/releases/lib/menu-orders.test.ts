import { describe, expect, it } from 'vitest';
import { takenOrdersText } from './menu-orders.ts';

describe('takenOrdersText', () => {
  it('lists the orders in use, lowest first, leaving out places without one', () => {
    expect(
      takenOrdersText([
        { label: 'Sport', order: 2 },
        { label: 'Proef', order: null },
        { label: 'Evenementen', order: 1 },
        { label: 'Nieuws', order: 7 },
        { label: 'Actief', order: 7 },
      ]),
    ).toBe('1 Evenementen, 2 Sport, 7 Actief, 7 Nieuws');
    expect(takenOrdersText([])).toBe('');
  });
});
