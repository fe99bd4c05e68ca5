import { describe, expect, it } from 'vitest';
import { motivationProblem } from './motivation.ts';

const limits = { min: 20, max: 10_000 };

describe('motivationProblem', () => {
  it('asks for more when it is shorter than the minimum without the spaces around it', () => {
    expect(motivationProblem(`   ${'a'.repeat(19)}   `, limits, 'waarom je wilt meedoen')).toBe(
      'Vertel in minstens 20 tekens waarom je wilt meedoen.',
    );
  });

  it('names the maximum as the forms write counts, and accepts what lies between', () => {
    expect(motivationProblem('a'.repeat(10_001), limits, 'waarom')).toBe(
      'Je motivatie mag hoogstens 10.000 tekens hebben.',
    );
    expect(motivationProblem('a'.repeat(20), limits, 'waarom')).toBeUndefined();
    expect(motivationProblem('a'.repeat(10_000), limits, 'waarom')).toBeUndefined();
  });
});
