import { spreadsheetCsv, spreadsheetTime } from '@tjas/ui';
import { STATUS_LABELS, type OrderRecord } from '../api/shop-api.ts';

/** Cents as a spreadsheet in Dutch reads an amount: 3950 is "39,50". */
function amount(cents: number): string {
  return (cents / 100).toFixed(2).replace('.', ',');
}

/**
 * The orders as CSV for the Kledingcommissie's spreadsheet (spreadsheetCsv, as the events' sign-ups):
 * one row per order line, times in Amsterdam time, amounts in euros with a decimal comma.
 */
export function ordersCsv(orders: readonly OrderRecord[]): string {
  const header = [
    'Besteld op',
    'Naam',
    'Gebruikersnaam',
    'Product',
    'Maat',
    'Aantal',
    'Prijs per stuk',
    'Totaal',
    'Status',
  ];
  const rows = orders.map((order) => [
    spreadsheetTime(order.created),
    order.expand?.member?.name ?? '',
    order.expand?.member?.username ?? '',
    order.product_name,
    order.size,
    order.quantity,
    amount(order.unit_price),
    amount(order.total),
    STATUS_LABELS[order.status],
  ]);
  return spreadsheetCsv([header, ...rows]);
}
