import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '../api/shop-api.ts';
import { ordersCsv } from './orders-csv.ts';

const order = (fields: Partial<OrderRecord>): OrderRecord =>
  ({
    id: 'o1',
    created: '2026-12-01 10:05:00.000Z',
    product_name: 'Thermoshirt',
    size: 'L',
    quantity: 2,
    unit_price: 3950,
    total: 7900,
    status: 'besteld',
    expand: { member: { id: 'u1', name: 'Lars de Groot', username: 'lars.de.groot' } },
    ...fields,
  }) as OrderRecord;

describe('ordersCsv', () => {
  it('writes one row per order with Amsterdam time, euro amounts with a comma and the Dutch status', () => {
    const lines = ordersCsv([
      order({}),
      order({
        created: '2026-07-01 21:30:00.000Z' as OrderRecord['created'],
        status: 'geleverd',
        quantity: 1,
        total: 3950,
      }),
    ])
      .replace('\ufeff', '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual([
      '"Besteld op";"Naam";"Gebruikersnaam";"Product";"Maat";"Aantal";"Prijs per stuk";"Totaal";"Status"',
      '"2026-12-01 11:05";"Lars de Groot";"lars.de.groot";"Thermoshirt";"L";"2";"39,50";"79,00";"Besteld"',
      '"2026-07-01 23:30";"Lars de Groot";"lars.de.groot";"Thermoshirt";"L";"1";"39,50";"39,50";"Geleverd"',
    ]);
  });

  it('leaves the name empty for an order whose member it cannot read, and neutralises formulas in names', () => {
    const csv = ordersCsv([order({ expand: {}, product_name: '=Shirt' })]);
    expect(csv).toContain('"";"";"\'=Shirt"');
  });
});
