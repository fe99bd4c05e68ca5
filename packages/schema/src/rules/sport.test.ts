import { describe, expect, it } from 'vitest';
import { SPORT_MESSAGES as M, materialCountError, resultDateError, videoSourceError } from './sport.cjs';

// The hooks (pb_hooks/sport-media.pb.js) pass times in ms, the forms yyyy-mm-dd days.
describe('resultDateError', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');
  const latest = now + 86_400_000; // the server's day of leeway

  it('asks for a date when there is none or it cannot be read', () => {
    expect(resultDateError(null, latest)).toBe(M.resultDateMissing);
    expect(resultDateError('', '2026-11-27')).toBe(M.resultDateMissing);
  });

  it('refuses a race after the latest moment, and takes one up to it', () => {
    expect(resultDateError(latest + 1, latest)).toBe(M.resultInFuture);
    expect(resultDateError(latest, latest)).toBeNull();
    expect(resultDateError(now - 365 * 86_400_000, latest)).toBeNull();
    expect(resultDateError('2026-11-28', '2026-11-27')).toBe(M.resultInFuture);
    expect(resultDateError('2026-11-27', '2026-11-27')).toBeNull();
  });

  it('counts 0 ms (1 January 1970) as a date, not as missing', () => {
    expect(resultDateError(0, latest)).toBeNull();
  });
});

describe('materialCountError', () => {
  it('allows as many available as there are, or fewer, never more', () => {
    expect(materialCountError(4, 4)).toBeNull();
    expect(materialCountError(4, 0)).toBeNull();
    expect(materialCountError(0, 0)).toBeNull();
    expect(materialCountError(4, 5)).toBe(M.moreAvailableThanTotal);
  });
});

describe('videoSourceError', () => {
  it('wants a link or a file (or both)', () => {
    expect(videoSourceError(true, false)).toBeNull();
    expect(videoSourceError(false, true)).toBeNull();
    expect(videoSourceError(true, true)).toBeNull();
    expect(videoSourceError(false, false)).toBe(M.videoWithoutSource);
  });
});

it('has the Dutch sentences the server has always sent', () => {
  expect(M).toEqual({
    resultDateMissing: 'Vul de datum van de wedstrijd in.',
    resultInFuture: 'Een uitslag kan niet in de toekomst liggen.',
    moreAvailableThanTotal: 'Er kunnen niet meer stuks beschikbaar zijn dan er zijn.',
    videoWithoutSource: 'Geef een link naar de video of upload een videobestand.',
  });
});
