import {
  describeError,
  describePowerChange,
  fieldErrors,
  requestPowerConfirmation,
  type PowerChange,
} from '@tjas/auth';
import { ConfirmDialog, FormError, TextField, useAsync, useFormSubmission, type AsyncState } from '@tjas/ui';
import { useState } from 'react';
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
  const [draft, setDraft] = useState({ password: '' });
  const { field, formError, busy, submit, reset } = useFormSubmission({
    draft,
    setDraft,
    // Only what the member read: the server's description must be on screen first.
    validate: () => ({
      password:
        description.status !== 'ready'
          ? 'Wacht tot de wijziging hierboven staat.'
          : draft.password === ''
            ? 'Vul je wachtwoord in.'
            : undefined,
    }),
    save: async () => {
      if (pending) close(await requestPowerConfirmation(pending.change, draft.password));
    },
    fields: ['password'],
    // A wrong password is the server's field error; anything else its general description.
    serverErrors: (failure) => ({ password: fieldErrors(failure)['password'] }),
    describe: describeError,
    invalidMessage: null,
  });
  // Both are shown at the field, the dialog's one field.
  const password = field('password');
  const error = password.error ?? formError;

  // Every request starts with an empty field and no message.
  const [shownFor, setShownFor] = useState(pending);
  if (shownFor !== pending) {
    setShownFor(pending);
    setDraft({ password: '' });
    reset();
  }

  function close(confirmation: string | null) {
    settleConfirmation(confirmation);
    setDraft({ password: '' });
  }

  return (
    <ConfirmDialog
      open={pending !== null}
      title="Bevestig met je wachtwoord"
      confirmLabel={busy ? 'Bezig…' : 'Bevestigen'}
      onConfirm={() => void submit()}
      onCancel={() => close(null)}
    >
      {/* Only while a change waits: a closed dialog leaves no password field in the page. */}
      {pending && (
        <>
          <ChangeDescription description={description} />
          <p>Deze wijziging vraagt om je wachtwoord. Vul het in om alleen deze wijziging te bevestigen.</p>
          <TextField
            label="Wachtwoord"
            type="password"
            autoComplete="current-password"
            {...password}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void submit();
            }}
            error={error}
          />
        </>
      )}
    </ConfirmDialog>
  );
}
