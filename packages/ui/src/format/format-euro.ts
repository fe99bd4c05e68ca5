/**
 * Cents as Dutch euros: 1250 -> "€ 12,50", -1250 -> "€ -12,50", 123456 -> "€ 1.234,56", as
 * nl-NL's currency format writes them, with a non-breaking space so the sign never ends up alone
 * at the end of a line. Written out rather than with Intl.NumberFormat: a page with a price then
 * does not load the browser's locale data (amsterdam-clock.ts says what that costs). Amounts are
 * kept in whole cents to avoid rounding.
 */
export function formatEuro(cents: number): string {
  // Not an amount (a field left empty upstream): nothing, rather than "€ NaN,NaN".
  if (!Number.isFinite(cents)) return '';
  const whole = Math.round(Math.abs(cents));
  const euros = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, '.');
  const sign = cents < 0 && whole > 0 ? '-' : '';
  return `€\u00a0${sign}${euros},${String(whole % 100).padStart(2, '0')}`;
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
