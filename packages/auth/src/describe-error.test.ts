import { ClientResponseError } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { describeError, describeLoginError, fieldErrors, isAutoCancelled, isResponseError } from './describe-error.ts';

const failure = (status: number, data: Record<string, unknown> = {}) =>
  new ClientResponseError({ url: 'http://x/api', status, response: { status, message: 'Failed.', data } });

describe('fieldErrors', () => {
  it('translates PocketBase validation codes to Dutch', () => {
    const errors = fieldErrors(
      failure(400, {
        title: { code: 'validation_required', message: 'Cannot be blank.' },
        url: { code: 'validation_invalid_url', message: 'Must be a valid url.' },
        logo: { code: 'validation_file_size_limit', message: 'Too big.' },
      }),
    );
    expect(errors).toEqual({
      title: 'Dit veld is verplicht.',
      url: 'Vul een geldige link in (https://…).',
      logo: 'Dit bestand is te groot.',
    });
  });

  it('keeps the Dutch messages of this site\u2019s hooks', () => {
    expect(
      fieldErrors(
        failure(400, { deadline: { code: 'invalid_deadline', message: 'Deze datum ligt in het verleden.' } }),
      ),
    ).toEqual({
      deadline: 'Deze datum ligt in het verleden.',
    });
  });

  it('puts the errors under the form’s names where it names a field otherwise', () => {
    const found = fieldErrors(
      failure(400, {
        event_date: { code: 'validation_invalid_date', message: 'Invalid date.' },
        title: { code: 'validation_required', message: 'Cannot be blank.' },
      }),
      { event_date: 'eventDate' },
    );
    expect(found).toEqual({ eventDate: 'Vul een geldige datum in.', title: 'Dit veld is verplicht.' });
  });

  it('gives nothing for other failures', () => {
    expect(fieldErrors(failure(404))).toEqual({});
    expect(fieldErrors(new Error('x'))).toEqual({});
  });
});

describe('describeLoginError', () => {
  it('says a wrong login or an inactive account in words a member can act on, not "check the form"', () => {
    expect(describeLoginError(failure(400))).toMatch(/^Deze combinatie van e-mailadres .* niet actief/);
    expect(describeLoginError(failure(429))).toBe('Te veel pogingen. Wacht even en probeer het opnieuw.');
    expect(describeLoginError(failure(0))).toMatch(/niet bereikbaar/);
  });
});

describe('describeError', () => {
  it('explains an unreachable server and a refusal in Dutch', () => {
    expect(describeError(failure(0))).toMatch(/niet bereikbaar/);
    expect(describeError(failure(403))).toBe('Je hebt hier geen toegang toe.');
    expect(describeError(new Error('x'))).toBe('Er ging iets mis. Probeer het opnieuw.');
  });

  it('shows the Dutch sentence of a conflict or a service that is down, as the hooks wrote it', () => {
    const said = (status: number, message: string) =>
      new ClientResponseError({ url: 'http://x/api', status, response: { status, message, data: {} } });
    expect(describeError(said(409, 'Dit is zojuist al verstuurd en één keer opgeslagen.'))).toBe(
      'Dit is zojuist al verstuurd en één keer opgeslagen.',
    );
    expect(describeError(said(503, 'De uitnodiging kon niet worden verstuurd.'))).toBe(
      'De uitnodiging kon niet worden verstuurd.',
    );
    expect(describeError(said(500, 'runtime error: nil pointer'))).toMatch(/^Er ging iets mis/);
  });

  it('recognises autocancelled requests', () => {
    expect(isAutoCancelled(new ClientResponseError({ isAbort: true }))).toBe(true);
    expect(isAutoCancelled(failure(500))).toBe(false);
  });
});

describe('isResponseError', () => {
  it('recognises the SDK error of another bundle by its shape', () => {
    // A federated section's own copy of the SDK throws a different class with the same shape.
    class OtherBundleError extends Error {
      url = 'http://x/api';
      status = 400;
      response = { data: { title: { code: 'validation_required', message: 'Cannot be blank.' } } };
      isAbort = false;
      originalError = null;
    }
    const error = new OtherBundleError('Failed.');
    expect(isResponseError(error)).toBe(true);
    expect(fieldErrors(error)).toEqual({ title: 'Dit veld is verplicht.' });
    expect(describeError(Object.assign(new OtherBundleError('x'), { status: 0 }))).toMatch(/niet bereikbaar/);
  });

  it('rejects other values', () => {
    expect(isResponseError(new Error('x'))).toBe(false);
    expect(isResponseError({ status: 400 })).toBe(false);
    expect(isResponseError(null)).toBe(false);
  });
});
