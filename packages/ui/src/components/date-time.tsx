import { formatDate, formatDateTime, parseDate } from '../format/format-date-time.ts';

/** A date (and time) in Dutch, as a <time> element with the machine-readable value. */
export function DateTime({ value, dateOnly = false }: { value: string; dateOnly?: boolean }) {
  return <time dateTime={parseDate(value)?.toISOString()}>{dateOnly ? formatDate(value) : formatDateTime(value)}</time>;
}
