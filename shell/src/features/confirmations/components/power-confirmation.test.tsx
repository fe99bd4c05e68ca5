import { act, render, screen } from '@testing-library/react';
import { ToastRegion } from '@tjas/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmationRequests } from '../lib/confirmation-requests.ts';
import { DIALOG_UNAVAILABLE, PowerConfirmation } from './power-confirmation.tsx';

afterEach(() => confirmationRequests.setState({ pending: null }));

function ask() {
  const resolve = vi.fn();
  act(() =>
    confirmationRequests.setState({ pending: { change: { kind: 'sectie-weghalen', section: 'sport' }, resolve } }),
  );
  return resolve;
}

const Dialog = () => <p>het wachtwoordvenster</p>;

describe('PowerConfirmation', () => {
  it('fetches the dialog only when a confirmation is asked for, then shows it', async () => {
    const load = vi.fn(() => Promise.resolve(Dialog));
    render(<PowerConfirmation load={load} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('het wachtwoordvenster')).toBeNull();
    ask();
    expect(await screen.findByText('het wachtwoordvenster')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('ends the request as cancelled and tells the member when the dialog cannot be fetched', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    render(
      <>
        <PowerConfirmation load={load} />
        <ToastRegion />
      </>,
    );
    const resolve = ask();
    expect((await screen.findByRole('alert')).textContent).toContain(DIALOG_UNAVAILABLE);
    expect(resolve).toHaveBeenCalledWith(null);
    expect(confirmationRequests.getState().pending).toBeNull();
  });

  it('tries again at the next request after a failed fetch', async () => {
    const load = vi
      .fn<() => Promise<typeof Dialog>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(Dialog);
    render(<PowerConfirmation load={load} />);
    const first = ask();
    await vi.waitFor(() => expect(first).toHaveBeenCalledWith(null));
    ask();
    expect(await screen.findByText('het wachtwoordvenster')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('ends the request also when the page has gone before the fetch failed (a logout)', async () => {
    let fail: (error: Error) => void = () => undefined;
    const load = () => new Promise<typeof Dialog>((_, reject) => (fail = reject));
    const { unmount } = render(<PowerConfirmation load={load} />);
    const resolve = ask();
    unmount();
    fail(new TypeError('Failed to fetch'));
    await vi.waitFor(() => expect(resolve).toHaveBeenCalledWith(null));
  });
});
