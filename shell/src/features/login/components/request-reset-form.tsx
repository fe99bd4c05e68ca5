import { describeError, getPocketBase } from '@tjas/auth';
import { useState, type FormEvent } from 'react';
import { Link } from '@tjas/router';
import { AuthLinks } from '../../layouts/components/auth-layout.tsx';
import { Button, TextField } from '@tjas/ui';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function RequestResetForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!EMAIL_PATTERN.test(email.trim())) {
      setError('Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.');
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await getPocketBase().collection('users').requestPasswordReset(email.trim());
      setSent(true);
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <section role="status">
        <h1>Kijk in je mailbox</h1>
        <p>
          Als <strong>{email.trim()}</strong> bij ons bekend is, ontvang je binnen een paar minuten een e-mail met een
          link om een nieuw wachtwoord te kiezen.
        </p>
        <AuthLinks>
          <Link to="/login">Terug naar inloggen</Link>
        </AuthLinks>
      </section>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-labelledby="vergeten">
      <h1 id="vergeten">Wachtwoord vergeten</h1>
      <p>Vul het e-mailadres van je account in. We sturen je een link om een nieuw wachtwoord te kiezen.</p>
      <TextField
        label="E-mailadres"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error}
      />
      <Button type="submit" busy={busy} busyLabel="Bezig met versturen…">
        Stuur de link
      </Button>
      <AuthLinks>
        <Link to="/login">Terug naar inloggen</Link>
      </AuthLinks>
    </form>
  );
}
