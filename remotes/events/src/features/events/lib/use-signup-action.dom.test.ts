import { ClientResponseError } from '@tjas/auth';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signedUpToast, useSignupAction } from './use-signup-action.ts';

// A member's sign-up as the event page and the cards run it: the server's Dutch reason when it
// refuses, and the event read again when the refusal says the page is out of date.

const refusal = (status: number, message: string) =>
  new ClientResponseError({ url: '/api/collections/signups/records', status, response: { status, message, data: {} } });

describe('useSignupAction', () => {
  it('reads the event again after a 409, and keeps the server\u2019s reason', async () => {
    const reload = vi.fn();
    const { result } = renderHook(() => useSignupAction(reload));
    await act(() =>
      result.current.run(() => Promise.reject(refusal(409, 'Je bent al aangemeld voor dit evenement.')), signedUpToast),
    );
    expect(reload).toHaveBeenCalledOnce();
    expect(result.current.error).toBe('Je bent al aangemeld voor dit evenement.');
    expect(result.current.busy).toBe(false);
  });

  it('reads nothing again after a failure that changes nothing on the server', async () => {
    const reload = vi.fn();
    const { result } = renderHook(() => useSignupAction(reload));
    await act(() => result.current.run(() => Promise.reject(refusal(0, '')), signedUpToast));
    expect(reload).not.toHaveBeenCalled();
    expect(result.current.error).toMatch(/niet bereikbaar/);
  });
});
