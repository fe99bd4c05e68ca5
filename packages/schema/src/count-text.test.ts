import { describe, expect, it } from 'vitest';
import { countText, megabytesText, membersText } from './count-text.ts';

describe('countText', () => {
  it('writes a thousands dot from five digits on', () => {
    expect([200, 3000, 10_000, 20_000, 250_000].map(countText)).toEqual(['200', '3000', '10.000', '20.000', '250.000']);
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
