import { describe, expect, it } from 'vitest';
import { memberOfToken, offlineReadOf, sessionOfToken } from './offline-reads.ts';

const api = (path: string, query: Record<string, string>) =>
  new URL(`https://leden.tjas.example${path}?${new URLSearchParams(query).toString()}`);

const token = (payload: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(payload)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;

describe('the reads the offline page shows', () => {
  it.each(['event_cards', 'events'])(
    'are the first page of upcoming events, read as cards or (an older events section) whole: %s',
    (collection) => {
      const list = `/api/collections/${collection}/records`;
      const events = { page: '1', perPage: '20', filter: 'ends >= @now', sort: 'start', skipTotal: '1' };
      expect(offlineReadOf(api(list, events), 'm1')).toBe('events');
      expect(offlineReadOf(api(list, { ...events, page: '2' }), 'm1')).toBeNull();
      expect(offlineReadOf(api(list, { ...events, filter: 'ends < @now' }), 'm1')).toBeNull();
    },
  );

  it('are no other list of events', () => {
    const events = { page: '1', filter: 'ends >= @now', sort: 'start' };
    expect(offlineReadOf(api('/api/collections/event_messages/records', events), 'm1')).toBeNull();
  });

  it('are the member’s own upcoming sign-ups, never another member’s', () => {
    const own = { filter: "user = 'm1' && event.ends >= @now", fields: 'id,event,status,queue' };
    expect(offlineReadOf(api('/api/collections/signups/records', own), 'm1')).toBe('signups');
    expect(offlineReadOf(api('/api/collections/signups/records', own), 'm2')).toBeNull();
    expect(offlineReadOf(api('/api/collections/signups/records', { filter: "event = 'e1'" }), 'm1')).toBeNull();
    expect(offlineReadOf(api('/api/collections/signups/records', own), null)).toBeNull();
  });
});

describe('the member of a request', () => {
  it('is the id in an auth token, and nobody without one', () => {
    expect(memberOfToken(token({ id: 'abc123', type: 'auth', exp: 1 }))).toBe('abc123');
    expect(memberOfToken(token({ id: 'abc123', type: 'file' }))).toBeNull();
    expect(memberOfToken(token({ id: "a' || 1", type: 'auth' }))).toBeNull();
    expect(memberOfToken('niet-een-token')).toBeNull();
    expect(memberOfToken(null)).toBeNull();
  });

  it('says when the session ends (a token without an end has ended)', () => {
    expect(sessionOfToken(token({ id: 'abc123', type: 'auth', exp: 1_800_000_000 }))).toEqual({
      member: 'abc123',
      exp: 1_800_000_000,
    });
    expect(sessionOfToken(token({ id: 'abc123', type: 'auth' }))).toEqual({ member: 'abc123', exp: 0 });
    expect(sessionOfToken(token({ id: 'abc123', type: 'file', exp: 1_800_000_000 }))).toBeNull();
  });
});
