import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFormSubmission } from './use-form-submission.ts';

const describeFailure = () => 'De server is niet bereikbaar.';

describe('useFormSubmission', () => {
  it('does not send a form with field errors', async () => {
    const save = vi.fn(async () => undefined);
    const { result } = renderHook(() =>
      useFormSubmission({
        validate: () => ({ title: 'Vul een titel in.' }),
        save,
        fields: ['title'],
        serverErrors: () => ({}),
        describe: describeFailure,
      }),
    );
    await act(() => result.current.submit());
    expect(save).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ title: 'Vul een titel in.' });
    expect(result.current.formError).toBe('Niet opgeslagen: verbeter de gemarkeerde velden.');
  });

  it('shows the server\u2019s field errors next to the fields', async () => {
    const { result } = renderHook(() =>
      useFormSubmission<{ title?: string }>({
        validate: () => ({}),
        save: () => Promise.reject(new Error('400')),
        fields: ['title'],
        serverErrors: () => ({ title: 'Deze tekst is te lang.' }),
        describe: describeFailure,
      }),
    );
    await act(() => result.current.submit());
    expect(result.current.errors).toEqual({ title: 'Deze tekst is te lang.' });
    expect(result.current.busy).toBe(false);
  });

  it('explains other failures in one message', async () => {
    const { result } = renderHook(() =>
      useFormSubmission({
        validate: () => ({}),
        save: () => Promise.reject(new Error('net')),
        fields: [],
        serverErrors: () => ({}),
        describe: describeFailure,
      }),
    );
    await act(() => result.current.submit());
    expect(result.current.formError).toBe('De server is niet bereikbaar.');
  });

  it('saves a valid form once', async () => {
    const save = vi.fn(async () => undefined);
    const { result } = renderHook(() =>
      useFormSubmission({
        validate: () => ({ title: undefined }),
        save,
        fields: ['title'],
        serverErrors: () => ({}),
        describe: describeFailure,
      }),
    );
    await act(() => result.current.submit());
    expect(save).toHaveBeenCalledTimes(1);
    expect(result.current.formError).toBeUndefined();
  });

  it('leaves the form-level message out when the field errors say it all (invalidMessage: null)', async () => {
    const { result } = renderHook(() =>
      useFormSubmission({
        validate: () => ({ identity: 'Vul je e-mailadres of gebruikersnaam in.' }),
        save: async () => undefined,
        fields: ['identity'],
        serverErrors: () => ({}),
        describe: describeFailure,
        invalidMessage: null,
      }),
    );
    await act(() => result.current.submit());
    expect(result.current.errors).toEqual({ identity: 'Vul je e-mailadres of gebruikersnaam in.' });
    expect(result.current.formError).toBeUndefined();
  });

  it('treats server field errors that map to nothing as a failure to explain', async () => {
    const { result } = renderHook(() =>
      useFormSubmission({
        validate: () => ({}),
        save: () => Promise.reject(new Error('400')),
        fields: [],
        serverErrors: () => ({ token: undefined }),
        describe: describeFailure,
      }),
    );
    await act(() => result.current.submit());
    expect(result.current.formError).toBe('De server is niet bereikbaar.');
  });

  it('counts errors in a list of fields, but not an empty list', async () => {
    const save = vi.fn(async () => undefined);
    let questionErrors: Record<number, string> = { 1: 'Vul de vraag in.' };
    const { result } = renderHook(() =>
      useFormSubmission({
        validate: () => ({ questionErrors }),
        save,
        fields: ['questionErrors'],
        serverErrors: () => ({}),
        describe: describeFailure,
      }),
    );
    await act(() => result.current.submit());
    expect(save).not.toHaveBeenCalled();
    questionErrors = {};
    await act(() => result.current.submit());
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('shows a server message about a field the form does not show above the button, and marks the rest', async () => {
    const { result } = renderHook(() =>
      useFormSubmission<{ title?: string }>({
        validate: () => ({}),
        save: () => Promise.reject(new Error('400')),
        fields: ['title'],
        serverErrors: () => ({
          title: 'Deze tekst is te lang.',
          slug: 'Deze waarde is al in gebruik.',
          questions: { 0: 'Vul de vraag in.' },
        }),
        describe: describeFailure,
      }),
    );
    await act(() => result.current.submit());
    expect(result.current.errors).toEqual({ title: 'Deze tekst is te lang.' });
    expect(result.current.formError).toBe('Deze waarde is al in gebruik. Vul de vraag in.');
  });

  it('never shows a field message twice above the button', async () => {
    const { result } = renderHook(() =>
      useFormSubmission<{ title?: string }>({
        validate: () => ({}),
        save: () => Promise.reject(new Error('400')),
        fields: ['title'],
        serverErrors: () => ({ slug: 'Deze waarde is ongeldig.', code: 'Deze waarde is ongeldig.' }),
        describe: describeFailure,
      }),
    );
    await act(() => result.current.submit());
    expect(result.current.errors).toEqual({});
    expect(result.current.formError).toBe('Deze waarde is ongeldig.');
  });

  it('clears its messages on reset (another action of the card started)', async () => {
    const { result } = renderHook(() =>
      useFormSubmission({
        validate: () => ({ avatar: 'Kies eerst een afbeelding.' }),
        save: async () => undefined,
        fields: ['avatar'],
        serverErrors: () => ({}),
        describe: describeFailure,
      }),
    );
    await act(() => result.current.submit());
    act(() => result.current.reset());
    expect([result.current.errors, result.current.formError]).toEqual([{}, undefined]);
  });
});
