/// <reference path="../../pb_data/types.d.ts" />
// A minimal iCalendar (RFC 5545) writer for the events feed.

function escapeText(text) {
  return String(text || '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n'); // a bare CR ends a line too for some readers
}

/** Lines longer than 75 octets are folded: CRLF followed by one space (RFC 5545 3.1). */
function fold(line) {
  const bytes = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const length = unescape(encodeURIComponent(char)).length;
    if (size + length > 75) {
      bytes.push(current);
      current = ' ';
      size = 1;
    }
    current += char;
    size += length;
  }
  bytes.push(current);
  return bytes.join('\r\n');
}

function utc(value) {
  return new Date(value.replace(' ', 'T'))
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** One VEVENT per event record; `baseUrl` links each back to its page on the site. */
function calendar(name, events, baseUrl) {
  const stamp = utc(new Date().toISOString());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Tjas//Ledensite//NL',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
  ];
  for (const event of events) {
    const start = event.getString('start');
    const end = event.getString('end') || start;
    // A cancelled event stays in the feed as cancelled, so a subscribed calendar shows it (or
    // drops it) instead of keeping the old appointment.
    const cancelled = event.getBool('cancelled');
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.id}@tjas`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${utc(start)}`,
      `DTEND:${utc(end)}`,
      ...(cancelled ? ['STATUS:CANCELLED'] : []),
      `SUMMARY:${cancelled ? 'Geannuleerd: ' : ''}${escapeText(event.getString('title'))}`,
      `LOCATION:${escapeText(event.getString('location'))}`,
      `DESCRIPTION:${escapeText(event.getString('description'))}`,
      `URL:${baseUrl}/evenementen/${event.id}`,
      'END:VEVENT'
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}

module.exports = { calendar, escapeText, fold };
