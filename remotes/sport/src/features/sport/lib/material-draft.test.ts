import { materialLimits } from '@tjas/schema/field-limits';
import { describe, expect, it } from 'vitest';
import { validateMaterial, type MaterialDraft } from './material-draft.ts';

const valid: MaterialDraft = {
  name: 'Klapschaatsen',
  description: 'Maat 40 tot 46.',
  sizes: '40, 42, 44, 46',
  total: '8',
  available: '5',
  contact: 'Sportcommissie',
};

describe('validateMaterial', () => {
  it('accepts material within the schema\u2019s limits', () => {
    expect(validateMaterial(valid)).toEqual({});
  });

  it('checks the name\u2019s length, without surrounding spaces', () => {
    const { min, max } = materialLimits.name;
    expect(validateMaterial({ ...valid, name: ` ${'a'.repeat(min - 1)} ` }).name).toBe(
      `Geef een naam van minstens ${min} tekens.`,
    );
    expect(validateMaterial({ ...valid, name: 'a'.repeat(max + 1) }).name).toBe(
      `De naam mag hoogstens ${max} tekens hebben.`,
    );
  });

  it('checks every text the server limits, each at its own field', () => {
    const found = validateMaterial({
      ...valid,
      description: 'a'.repeat(materialLimits.description.max + 1),
      sizes: 'a'.repeat(materialLimits.sizes.max + 1),
      contact: 'a'.repeat(materialLimits.contact.max + 1),
    });
    expect(Object.keys(found).sort()).toEqual(['contact', 'description', 'sizes']);
  });

  it('takes whole numbers within the schema\u2019s range, and no more available than there are', () => {
    const { min, max } = materialLimits.total;
    const message = `Vul een aantal van ${min} tot ${max} in.`;
    for (const total of [String(min - 1), String(max + 1), '2,5', '1e2', '', 'acht'])
      expect(validateMaterial({ ...valid, total, available: '0' }).total).toBe(message);
    expect(validateMaterial({ ...valid, available: '-1' }).available).toBe('Vul een aantal van 0 of meer in.');
    expect(validateMaterial({ ...valid, total: '3', available: '4' }).available).toBe(
      'Er kunnen niet meer stuks beschikbaar zijn dan er zijn.',
    );
  });
});
