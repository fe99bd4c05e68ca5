import { describe, expect, it } from 'vitest';
import { committeeFor, hasPermission, isAdmin, type Committee } from './permissions.ts';

const bestuur: Committee = { id: 'b', key: 'bestuur', name: 'Bestuur', admin: true };
const sport: Committee = { id: 's', key: 'sport', name: 'Sportcommissie', admin: false };
const media: Committee = { id: 'm', key: 'media', name: 'Mediacommissie', admin: false };

describe('hasPermission', () => {
  it('lets a member of a required committee through', () => {
    expect(hasPermission([sport], ['sport'])).toBe(true);
    expect(hasPermission([media, sport], ['redactie', 'sport'])).toBe(true);
  });

  it('refuses a member of other committees only', () => {
    expect(hasPermission([media], ['sport'])).toBe(false);
  });

  it('refuses a member without committees', () => {
    expect(hasPermission([], ['sport'])).toBe(false);
  });

  it('lets an admin through every check', () => {
    expect(hasPermission([bestuur], ['sport'])).toBe(true);
    expect(hasPermission([bestuur], ['Iets dat niet bestaat'])).toBe(true);
    expect(isAdmin([media, bestuur])).toBe(true);
    expect(isAdmin([media, sport])).toBe(false);
  });

  it('goes by the committee\u2019s stable key, exactly as the server rules do, not by its name', () => {
    expect(hasPermission([sport], ['Sport'])).toBe(false);
    expect(hasPermission([sport], ['Sportcommissie'])).toBe(false);
    expect(hasPermission([{ ...sport, name: 'Sport- en techniekcommissie' }], ['sport'])).toBe(true);
  });

  it('treats no requirement as open to every member', () => {
    expect(hasPermission([], undefined)).toBe(true);
  });

  it('treats an empty list as admins only', () => {
    expect(hasPermission([sport], [])).toBe(false);
    expect(hasPermission([sport, bestuur], [])).toBe(true);
  });
});

describe('committeeFor', () => {
  it('finds a committee by trimmed, case-insensitive name', () => {
    expect(committeeFor('daan', [media, sport], '  SPORTcommissie ')).toBe('Sportcommissie');
  });

  it('takes the first match', () => {
    const other: Committee = { id: 'x', key: 'x', name: 'sportcommissie', admin: false };
    expect(committeeFor('daan', [other, sport], 'Sportcommissie')).toBe('sportcommissie');
  });

  it('trims the committee names too', () => {
    expect(committeeFor('daan', [{ id: 'r', key: 'redactie', name: ' Redactie ', admin: false }], 'redactie')).toBe(
      ' Redactie ',
    );
  });

  it('falls back to the username when nothing matches or there are no committees', () => {
    expect(committeeFor('daan', [media], 'Sportcommissie')).toBe('daan');
    expect(committeeFor('daan', [], 'Sportcommissie')).toBe('daan');
  });
});
