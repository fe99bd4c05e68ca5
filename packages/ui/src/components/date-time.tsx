import { formatDateTime, parseDate } from '../format/format-date-time.ts';

/** A date and time in Dutch, as a <time> element with the machine-readable value. */
export function DateTime({ value }: { value: string }) {
  return <time dateTime={parseDate(value)?.toISOString()}>{formatDateTime(value)}</time>;
}
