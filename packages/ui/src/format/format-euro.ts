const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });

/** Cents as Dutch euros: 1250 -> "€ 12,50". Amounts are kept in whole cents to avoid rounding. */
export function formatEuro(cents: number): string {
  return euro.format(cents / 100).replace(/\u00a0/g, ' ');
}
