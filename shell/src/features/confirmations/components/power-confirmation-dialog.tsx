import {
  describeError,
  describePowerChange,
  fieldErrors,
  requestPowerConfirmation,
  type PowerChange,
} from '@tjas/auth';
import { ConfirmDialog, FormError, TextField, useAsync, type AsyncState } from '@tjas/ui';
import { useEffect, useState } from 'react';
import { confirmationRequests, settleConfirmation } from '../lib/confirmation-requests.ts';

const NOTHING: PowerChange = { kind: 'sectie-weghalen', section: '' };

/** The description the server gives of the change, which the member confirms; never a page's own text. */
function ChangeDescription({ description }: { description: AsyncState<string> }) {
  if (description.status === 'loading') return <p>De wijziging wordt opgehaald…</p>;
  if (description.status === 'failed') return <FormError message={describeError(description.error)} />;
  return (
    <p>
      <strong>{description.data}</strong>
    </p>
  );
}

/**
 * The shell's one dialog for changes that grant power: it shows the server's description of the
 * change and asks the member's password for that change alone. Sections reach it through
 * `confirmPower` of @tjas/auth; the server refuses the change without what it returns.
 */
export function PowerConfirmationDialog() {
  const pending = confirmationRequests((state) => state.pending);
  const change = pending?.change ?? NOTHING;
  const [description] = useAsync(
    () => (pending ? describePowerChange(change) : Promise.resolve('')),
    pending ? JSON.stringify(change) : '',
  );
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  // Every request starts with an empty field and no message.
  useEffect(() => {
    setPassword('');
    setError(undefined);
  }, [pending]);

  function close(confirmation: string | null) {
    settleConfirmation(confirmation);
    setPassword('');
  }

  async function confirm() {
    if (!pending || busy) return;
    // Only what the member read: the server's description must be on screen first.
    if (description.status !== 'ready') return setError('Wacht tot de wijziging hierboven staat.');
    if (password === '') return setError('Vul je wachtwoord in.');
    setBusy(true);
    setError(undefined);
    try {
      close(await requestPowerConfirmation(pending.change, password));
    } catch (failure) {
      // A wrong password is the server's field error; anything else its general description.
      setError(fieldErrors(failure)['password'] ?? describeError(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open={pending !== null}
      title="Bevestig met je wachtwoord"
      confirmLabel={busy ? 'Bezig…' : 'Bevestigen'}
      onConfirm={() => void confirm()}
      onCancel={() => close(null)}
    >
      {/* Only while a change waits: a closed dialog leaves no password field in the page. */}
      {pending && (
        <>
          <ChangeDescription description={description} />
          <p>Deze wijziging geeft rechten. Vul je wachtwoord in om alleen deze wijziging te bevestigen.</p>
          <TextField
            label="Wachtwoord"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void confirm();
            }}
            error={error}
          />
        </>
      )}
    </ConfirmDialog>
  );
}
