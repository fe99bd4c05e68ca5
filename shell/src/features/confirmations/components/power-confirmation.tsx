import { showToast } from '@tjas/ui';
import { useEffect, useState, type ComponentType } from 'react';
import { confirmationRequests, settleConfirmation } from '../lib/confirmation-requests.ts';

type LoadDialog = () => Promise<ComponentType>;

const loadDialog: LoadDialog = async () => (await import('./power-confirmation-dialog.tsx')).PowerConfirmationDialog;

export const DIALOG_UNAVAILABLE =
  'De bevestiging met je wachtwoord kon niet worden geladen, dus er is niets gewijzigd. Controleer je verbinding en probeer het opnieuw.';

/**
 * Where the shell's password dialog appears. Its code is a chunk of its own, fetched when a
 * section first asks for a confirmation: few members ever grant power, and every page paid for
 * it (#33, the cold /evenementen). When the chunk cannot be fetched the request ends as
 * cancelled, so the change is not made and nothing waits for an answer, and the member is told;
 * a chunk that a deploy removed also reloads the page once, as every missing chunk does
 * (chunk-error-reload.ts). `load` is for tests.
 */
export function PowerConfirmation({ load = loadDialog }: { load?: LoadDialog }) {
  const asked = confirmationRequests((state) => state.pending !== null);
  const [Dialog, setDialog] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!asked || Dialog) return;
    let active = true;
    load().then(
      (loaded) => {
        if (active) setDialog(() => loaded);
      },
      () => {
        // Also when this page has gone meanwhile (a logout): no request may wait for a dialog.
        settleConfirmation(null);
        if (active) showToast(DIALOG_UNAVAILABLE, 'error');
      },
    );
    return () => {
      active = false;
    };
  }, [asked, Dialog, load]);
  return Dialog ? <Dialog /> : null;
}
