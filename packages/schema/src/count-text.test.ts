import { afterEach, describe, expect, it, vi } from 'vitest';
import { countText, megabytesText, membersText } from './count-text.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('countText', () => {
  it('writes a thousands dot from five digits on', () => {
    expect([200, 3000, 10_000, 20_000, 250_000].map(countText)).toEqual(['200', '3000', '10.000', '20.000', '250.000']);
  });

  it('writes large counts as nl-NL does, without the locale data', () => {
    const toLocale = vi.spyOn(Number.prototype, 'toLocaleString');
    const values = [10_000, 12_345, 99_999, 100_000, 1_048_576, 98_765_432, Number.MAX_SAFE_INTEGER];
    for (let value = 10_000; value < 30_000_000; value = Math.round(value * 1.37) + 7) values.push(value);
    const written = values.map(countText);
    expect(toLocale).not.toHaveBeenCalled();
    toLocale.mockRestore();
    expect(written).toEqual(values.map((value) => value.toLocaleString('nl-NL')));
  });
});

describe('megabytesText', () => {
  it('writes a size limit in whole megabytes', () => {
    expect([1048576, 5242880, 52428800].map(megabytesText)).toEqual(['1 MB', '5 MB', '50 MB']);
  });
});

describe('membersText', () => {
  it('writes one member and several', () => {
    expect([0, 1, 2, 25].map(membersText)).toEqual(['0 leden', '1 lid', '2 leden', '25 leden']);
  });
});
