import { ClientResponseError } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { describeRefusal, refusalFieldErrors } from './release-refusals.ts';

const refusal = (status: number, data: Record<string, unknown>, message = 'Release geweigerd: iets') =>
  new ClientResponseError({ url: '/api/tjas/secties', status, response: { status, message, data } });

describe('a section route\u2019s refusal', () => {
  it('is shown as the site\u2019s own Dutch reasons, not as a field PocketBase never had', () => {
    const error = refusal(400, {
      problems: ['Het pad /account hoort bij de site zelf.', 'Kies de commissie die de sectie uitbrengt.'],
    });
    expect(describeRefusal(error)).toBe(
      'Het pad /account hoort bij de site zelf. Kies de commissie die de sectie uitbrengt.',
    );
    expect(refusalFieldErrors(error)).toEqual({});
  });

  it('leaves PocketBase\u2019s own field errors and other failures as the rest of the site shows them', () => {
    const invalid = refusal(400, { label: { code: 'validation_required', message: 'Missing required value.' } });
    expect(refusalFieldErrors(invalid)).toEqual({ label: 'Dit veld is verplicht.' });
    expect(describeRefusal(invalid)).toBe('Controleer de ingevulde gegevens.');
    expect(describeRefusal(new Error('kapot'))).toBe('Er ging iets mis. Probeer het opnieuw.');
  });
});
