import { describe, expect, it } from 'vitest';
import { cameFromList, FROM_LIST } from './from-list.ts';

describe('cameFromList', () => {
  it("is true only for the list's own link state", () => {
    expect(cameFromList(FROM_LIST)).toBe(true);
    for (const state of [null, undefined, {}, { fromList: 'true' }, { from: '/sport/uitslagen' }, 'fromList'])
      expect(cameFromList(state)).toBe(false);
  });
});
