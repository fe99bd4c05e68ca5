import { describe, expect, it } from 'vitest';
import { webcalUrl } from './webcal-url.ts';

describe('webcalUrl', () => {
  it('turns the feed address into a subscription link', () => {
    expect(webcalUrl('https://tjas.example/api/tjas/agenda/abc.ics')).toBe(
      'webcal://tjas.example/api/tjas/agenda/abc.ics',
    );
    expect(webcalUrl('http://127.0.0.1:8097/api/tjas/agenda/abc.ics')).toBe(
      'webcal://127.0.0.1:8097/api/tjas/agenda/abc.ics',
    );
  });
});
