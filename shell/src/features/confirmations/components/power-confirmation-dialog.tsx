import {
  describeError,
  describePowerChange,
  fieldErrors,
  requestPowerConfirmation,
  type PowerChange,
} from '@tjas/auth';
import { ConfirmDialog, FormError, TextField, useAsync } from '@tjas/ui';
import { useEffect, useState } from 'react';
import { confirmationRequests, settleConfirmation } from '../lib/confirmation-requests.ts';

/** The description the server gives of `change`, which the member confirms; never a page's own text. */
function ChangeDescription({ change }: { change: PowerChange }) {
  const [description] = useAsync(() => describePowerChange(change), JSON.stringify(change));
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
      {pending && <ChangeDescription change={pending.change} />}
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
    </ConfirmDialog>
  );
}
