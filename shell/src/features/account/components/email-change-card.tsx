import { describeError, fieldErrors, login, useSession } from '@tjas/auth';
import { Button, Card, FormError, TextField } from '@tjas/ui';
import { getTokenPayload } from 'pocketbase';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from '@tjas/router';
import { confirmEmailChange, requestEmailChange } from '../api/my-account.ts';
import styles from './account.module.css';

export const EMAIL_TOKEN_PARAM = 'e-mailtoken';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function RequestEmailChange() {
  const current = useSession((state) => state.user?.email ?? '');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const wanted = email.trim();
    setSentTo(undefined);
    if (!EMAIL_PATTERN.test(wanted)) return setError('Vul een geldig e-mailadres in.');
    if (wanted.toLowerCase() === current.toLowerCase()) return setError('Dit is al je e-mailadres.');
    setBusy(true);
    setError(undefined);
    try {
      await requestEmailChange(wanted);
      setSentTo(wanted);
    } catch (failure) {
      setError(fieldErrors(failure)['newEmail'] ?? describeError(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <p>
        Huidig e-mailadres: <strong>{current}</strong>
      </p>
      <TextField
        label="Nieuw e-mailadres"
        name="new-email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error}
      />
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
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) return setError('Vul je wachtwoord in.');
    setBusy(true);
    setError(undefined);
    try {
      await confirmEmailChange(token, password);
      // Confirming ends every session of the member; log in again with the new address.
      await login(newEmail, password);
      onDone(newEmail);
    } catch (failure) {
      const fields = fieldErrors(failure);
      if (fields['password']) setError('Dit wachtwoord klopt niet.');
      else if (fields['token']) setError('Deze bevestigingslink is verlopen of al gebruikt. Vraag een nieuwe aan.');
      else setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  }

  if (!newEmail) return <FormError message="Deze bevestigingslink is ongeldig. Vraag een nieuwe aan." />;
  return (
    <form onSubmit={submit} noValidate aria-label="Nieuw e-mailadres bevestigen">
      <p>
        Bevestig dat je voortaan <strong>{newEmail}</strong> gebruikt door je wachtwoord in te vullen.
      </p>
      <TextField
        label="Wachtwoord"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={error}
      />
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
