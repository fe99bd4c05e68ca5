// Made on first use: a page without prices never pays for it (format-date-time.ts says why).
let euro: Intl.NumberFormat | undefined;

/**
 * Cents as Dutch euros: 1250 -> "€ 12,50", with a non-breaking space so the sign never ends up
 * alone at the end of a line. Amounts are kept in whole cents to avoid rounding.
 */
export function formatEuro(cents: number): string {
  return (euro ??= new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }))
    .format(cents / 100)
    .replace(/\s/g, '\u00a0');
}

/**
 * What a member types as an amount, in whole cents: "12,50", "12.5", "€ 7" or "7". Null when it
 * is not an amount (a sign, thousands separators, more than two decimals, words). Each form
 * checks its own range.
 */
export function parseEuro(text: string): number | null {
  const match = /^(?:€\s*)?(\d{1,7})(?:[,.](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
