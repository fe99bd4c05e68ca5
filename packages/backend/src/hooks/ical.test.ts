import { describe, expect, it } from 'vitest';
import { loadHook } from './load-hook.ts';
import { recordStandIn } from './record-stand-in.ts';

// The events feed's iCalendar (pb_hooks/lib/ical.js, RFC 5545) without a server;
// tests/integration covers the routes that serve it (calendar.pb.js).

interface Event {
  id: string;
  getString(field: string): string;
}
const { calendar, escapeText, fold } = loadHook<{
  calendar(name: string, events: Event[], baseUrl: string): string;
  escapeText(text: unknown): string;
  fold(line: string): string;
}>('lib/ical.js');

const octets = (line: string) => Buffer.byteLength(line, 'utf8');
const event = (id: string, fields: Record<string, unknown>) => recordStandIn(fields, id);
const EVENT = event('ev123', {
  title: 'Jubileumborrel',
  start: '2026-02-07 18:30:00.000Z',
  end: '2026-02-07 23:00:00.000Z',
  location: 'Clubhuis',
  description: 'Neem je introducé mee',
});
/** The feed's lines after unfolding (a CRLF and one space join a line to the one before). */
const lines = (feed: string) => feed.replace(/\r\n /g, '').split('\r\n');

describe('escapeText', () => {
  it('escapes backslashes, semicolons and commas, and writes line breaks as \\n', () => {
    expect(escapeText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(escapeText('een\r\ntwee\ndrie\rvier')).toBe('een\\ntwee\\ndrie\\nvier');
  });

  it('escapes the backslash first, so an escape is not escaped again', () => {
    expect(escapeText('\\;')).toBe('\\\\\\;');
  });

  it('writes nothing for a missing value', () => {
    expect(escapeText(undefined)).toBe('');
    expect(escapeText(null)).toBe('');
  });
});

describe('fold', () => {
  it('leaves a line of 75 octets as it is', () => {
    const line = 'x'.repeat(75);
    expect(fold(line)).toBe(line);
  });

  it('folds longer lines into lines of at most 75 octets, each next one starting with a space', () => {
    const line = `DESCRIPTION:${'abcdefghij'.repeat(20)}`;
    const folded = fold(line).split('\r\n');
    expect(folded.length).toBe(3);
    expect(folded.map(octets)).toEqual([75, 75, line.length - 75 - 74 + 1]);
    for (const next of folded.slice(1)) expect(next.startsWith(' ')).toBe(true);
    expect(fold(line).replace(/\r\n /g, '')).toBe(line);
  });

  it('counts octets, not characters, and never splits a character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`; // 8 + 120 octets
    const folded = fold(line).split('\r\n');
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(folded[0]).toBe(`SUMMARY:${'é'.repeat(33)}`); // 74 octets: one more é would be 76
    expect(fold(line).replace(/\r\n /g, '')).toBe(line);
    const emoji = `SUMMARY:${'🎉'.repeat(30)}`; // four octets each, two UTF-16 units
    for (const part of fold(emoji).split('\r\n')) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    }
  });
});

describe('calendar', () => {
  it('is one VCALENDAR with one VEVENT per event, every line ended by CRLF', () => {
    const feed = calendar(
      'Tjas - mijn evenementen',
      [EVENT, event('ev456', { title: 'B', start: EVENT.fields.start })],
      'https://tjas.example',
    );
    expect(feed.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(feed.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(feed.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(feed.match(/^BEGIN:VEVENT$/gm)).toHaveLength(2);
    expect(feed.match(/^END:VEVENT\r$/gm)).toHaveLength(2);
    expect(lines(feed)).toContain('X-WR-CALNAME:Tjas - mijn evenementen');
  });

  it('writes the times in UTC, as PocketBase stores them', () => {
    const feed = lines(calendar('x', [EVENT], 'https://tjas.example'));
    expect(feed).toContain('DTSTART:20260207T183000Z');
    expect(feed).toContain('DTEND:20260207T230000Z');
    expect(feed.find((line) => line.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
  });

  it('ends an event without an end at its start', () => {
    const feed = lines(calendar('x', [event('ev9', { title: 'Kort', start: '2026-07-01 10:00:00.000Z' })], ''));
    expect(feed).toContain('DTSTART:20260701T100000Z');
    expect(feed).toContain('DTEND:20260701T100000Z');
  });

  it('gives each event a UID of its id, the same in every feed, and links it to its page', () => {
    const once = lines(calendar('x', [EVENT], 'https://tjas.example'));
    const again = lines(
      calendar('y', [event('ev0', { title: 'A', start: EVENT.fields.start }), EVENT], 'https://tjas.example'),
    );
    expect(once).toContain('UID:ev123@tjas');
    expect(again).toContain('UID:ev123@tjas');
    expect(once).toContain('URL:https://tjas.example/evenementen/ev123');
  });

  it('escapes what members wrote, so a comma or line break cannot start a property of its own', () => {
    const tricky = event('ev7', {
      title: 'Borrel; BBQ, en meer',
      start: EVENT.fields.start,
      location: 'Zaal 1\nEND:VEVENT',
      description: 'Regel 1\r\nATTENDEE:mailto:x@example.com',
    });
    const feed = lines(calendar('Club, feed', [tricky], ''));
    expect(feed).toContain('SUMMARY:Borrel\\; BBQ\\, en meer');
    expect(feed).toContain('LOCATION:Zaal 1\\nEND:VEVENT');
    expect(feed).toContain('DESCRIPTION:Regel 1\\nATTENDEE:mailto:x@example.com');
    expect(feed).toContain('X-WR-CALNAME:Club\\, feed');
    expect(feed.filter((line) => line === 'END:VEVENT')).toHaveLength(1);
    expect(feed.some((line) => line.startsWith('ATTENDEE'))).toBe(false);
  });

  it('folds a long description within 75 octets a line', () => {
    const long = event('ev8', { title: 'x', start: EVENT.fields.start, description: 'ëüï '.repeat(60) });
    const feed = calendar('x', [long], '');
    for (const line of feed.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(lines(feed)).toContain(`DESCRIPTION:${'ëüï '.repeat(60)}`);
  });
});
