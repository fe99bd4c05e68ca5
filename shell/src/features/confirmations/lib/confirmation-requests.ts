import { providePowerConfirmation, type PowerChange } from '@tjas/auth';
import { create } from 'zustand';

interface Pending {
  change: PowerChange;
  resolve: (confirmation: string | null) => void;
}

/** The change the shell's dialog asks the password for, if any; one at a time. */
export const confirmationRequests = create<{ pending: Pending | null }>(() => ({ pending: null }));

/**
 * Makes the shell's dialog the one that asks for passwords (`confirmPower` of @tjas/auth), before
 * any section's code runs: the first provider stays, so a section cannot take its place.
 */
export function installPowerConfirmation(): void {
  providePowerConfirmation(
    (change) =>
      new Promise<string | null>((resolve) => {
        const previous = confirmationRequests.getState().pending;
        previous?.resolve(null); // a newer request replaces one that was still open
        confirmationRequests.setState({ pending: { change, resolve } });
      }),
  );
}

/** Ends the open request with `confirmation` (null: cancelled). */
export function settleConfirmation(confirmation: string | null): void {
  confirmationRequests.getState().pending?.resolve(confirmation);
  confirmationRequests.setState({ pending: null });
}
