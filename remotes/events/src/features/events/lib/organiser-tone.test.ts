import { describe, expect, it } from 'vitest';
import { organiserTone, TONES } from './organiser-tone.ts';

describe('organiserTone', () => {
  it('gives a committee one colour of the palette, and different committees different ones', () => {
    expect(organiserTone('abc123')).toBe(organiserTone('abc123'));
    const tones = new Set(['k1', 'k2', 'k3', 'k4', 'k5', 'k6'].map(organiserTone));
    expect(tones.size).toBeGreaterThan(1);
    expect([...tones].every((tone) => tone >= 0 && tone < TONES)).toBe(true);
  });
});
