const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });

/**
 * Cents as Dutch euros: 1250 -> "€ 12,50", with a non-breaking space so the sign never ends up
 * alone at the end of a line. Amounts are kept in whole cents to avoid rounding.
 */
export function formatEuro(cents: number): string {
  return euro.format(cents / 100).replace(/\s/g, '\u00a0');
}
