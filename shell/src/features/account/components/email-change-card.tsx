import { describeError, fieldErrors, login, useSession } from '@tjas/auth';
import { Button, Card, FormError, TextField, useFormSubmission } from '@tjas/ui';
import { getTokenPayload } from 'pocketbase';
import { useState } from 'react';
import { useSearchParams } from '@tjas/router';
import { confirmEmailChange, requestEmailChange } from '../api/my-account.ts';
import styles from './account.module.css';
import { validateNewEmail } from '../lib/account-rules.ts';

export const EMAIL_TOKEN_PARAM = 'e-mailtoken';

function RequestEmailChange() {
  const current = useSession((state) => state.user?.email ?? '');
  const [draft, setDraft] = useState({ email: '' });
  const [sentTo, setSentTo] = useState<string>();
  const { field, formError, busy, submit } = useFormSubmission<{ email?: string }, typeof draft>({
    draft,
    setDraft,
    validate: () => {
      setSentTo(undefined);
      return validateNewEmail(draft.email, current);
    },
    save: async () => {
      await requestEmailChange(draft.email.trim());
      setSentTo(draft.email.trim());
    },
    fields: ['email'],
    serverErrors: (failure) => fieldErrors(failure, { newEmail: 'email' }),
    describe: describeError,
    invalidMessage: null,
  });

  return (
    <form onSubmit={submit} noValidate>
      <p>
        Huidig e-mailadres: <strong>{current}</strong>
      </p>
      <FormError message={formError} />
      <TextField label="Nieuw e-mailadres" type="email" autoComplete="email" {...field('email')} name="new-email" />
      <Button type="submit" busy={busy} busyLabel="Bezig met versturen…">
        Bevestigingsmail sturen
      </Button>
      {sentTo && (
        <p role="status" className={styles.saved}>
          We hebben een bevestigingslink gestuurd naar {sentTo}. Je e-mailadres verandert pas als je die link opent.
        </p>
      )}
    </form>
  );
}

/** Opened from the confirmation mail: the member confirms with their password and stays logged in. */
function ConfirmEmailChange({ token, onDone }: { token: string; onDone: (email: string) => void }) {
  const newEmail = String(getTokenPayload(token)['newEmail'] ?? '');
  const [draft, setDraft] = useState({ password: '' });
  const { field, formError, busy, submit } = useFormSubmission<{ password?: string }, typeof draft>({
    draft,
    setDraft,
    validate: () => (draft.password ? {} : { password: 'Vul je wachtwoord in.' }),
    save: async () => {
      await confirmEmailChange(token, draft.password);
      // Confirming ends every session of the member; log in again with the new address.
      await login(newEmail, draft.password);
      onDone(newEmail);
    },
    fields: ['password'],
    serverErrors: (failure) => {
      const fields = fieldErrors(failure);
      if (fields['password']) return { password: 'Dit wachtwoord klopt niet.' };
      if (fields['token'])
        return { password: 'Deze bevestigingslink is verlopen of al gebruikt. Vraag een nieuwe aan.' };
      return {};
    },
    describe: describeError,
    invalidMessage: null,
  });

  if (!newEmail) return <FormError message="Deze bevestigingslink is ongeldig. Vraag een nieuwe aan." />;
  return (
    <form onSubmit={submit} noValidate aria-label="Nieuw e-mailadres bevestigen">
      <p>
        Bevestig dat je voortaan <strong>{newEmail}</strong> gebruikt door je wachtwoord in te vullen.
      </p>
      <FormError message={formError} />
      <TextField label="Wachtwoord" type="password" autoComplete="current-password" {...field('password')} />
      <Button type="submit" busy={busy} busyLabel="Bezig met bevestigen…">
        E-mailadres bevestigen
      </Button>
    </form>
  );
}

export function EmailChangeCard() {
  const [params, setParams] = useSearchParams();
  const token = params.get(EMAIL_TOKEN_PARAM);
  const [changed, setChanged] = useState<string>();
  return (
    <Card title="E-mailadres wijzigen">
      {changed && (
        <p role="status" className={styles.saved}>
          Je e-mailadres is gewijzigd in {changed}.
        </p>
      )}
      {token ? (
        <ConfirmEmailChange
          token={token}
          onDone={(email) => {
            setChanged(email);
            setParams({}, { replace: true });
          }}
        />
      ) : (
        <RequestEmailChange />
      )}
    </Card>
  );
}
