const dateTime = new Intl.DateTimeFormat('nl-NL', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Amsterdam',
});

/** PocketBase dates ("2026-02-07 18:30:00.000Z") as Dutch text: "za 7 feb 2026, 19:30". */
export function formatDateTime(value: string): string {
  const date = new Date(value.replace(' ', 'T'));
  if (Number.isNaN(date.getTime())) return '';
  return dateTime.format(date).replace(/\./g, '').replace(' om ', ', ');
}
