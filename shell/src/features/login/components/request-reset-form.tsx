import { describeError, getPocketBase } from '@tjas/auth';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { TextField } from '../../../components/text-field.tsx';

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
      await getPocketBase().collection('users').requestPasswordReset(email.trim(), { requestKey: null });
      setSent(true);
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <section className="auth-card" role="status">
        <h1>Kijk in je mailbox</h1>
        <p>
          Als <strong>{email.trim()}</strong> bij ons bekend is, ontvang je binnen een paar minuten een e-mail met
          een link om een nieuw wachtwoord te kiezen.
        </p>
        <Link to="/login">Terug naar inloggen</Link>
      </section>
    );
  }
  return (
    <form className="auth-card" onSubmit={submit} noValidate>
      <h1>Wachtwoord vergeten</h1>
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
      <button type="submit" disabled={busy}>
        {busy ? 'Bezig met versturen…' : 'Stuur de link'}
      </button>
      <Link to="/login">Terug naar inloggen</Link>
    </form>
  );
}
