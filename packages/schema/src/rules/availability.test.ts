import { describe, expect, it } from 'vitest';
import { REASON_MAX_LENGTH, availabilityErrors } from './availability.cjs';

describe('availabilityErrors', () => {
  it('takes "komt" and "kan_niet", with an optional reason up to the limit', () => {
    expect(availabilityErrors({ answer: 'komt' })).toEqual({});
    expect(availabilityErrors({ answer: 'kan_niet', reason: ` ${'x'.repeat(REASON_MAX_LENGTH)} ` })).toEqual({});
  });

  it('refuses another answer and a longer reason, in Dutch', () => {
    expect(availabilityErrors({ answer: 'misschien' }).answer).toBe('Kies "Ik kom" of "Kan niet".');
    expect(availabilityErrors({ answer: 'kan_niet', reason: 'x'.repeat(REASON_MAX_LENGTH + 1) }).reason).toBe(
      `Een reden heeft hooguit ${REASON_MAX_LENGTH} tekens; deze heeft er ${REASON_MAX_LENGTH + 1}.`,
    );
    expect(availabilityErrors({ answer: 'komt', reason: 5 }).reason).toBe('Schrijf de reden als tekst.');
  });
});
