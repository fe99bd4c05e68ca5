import { describeError, getPocketBase } from '@tjas/auth';
import { useState } from 'react';
import { Link } from '@tjas/router';
import { AuthLinks } from '../../layouts/index.ts';
import { Button, FormError, TextField, useFormSubmission } from '@tjas/ui';
import { validateResetEmail } from '../lib/login-rules.ts';

export function RequestResetForm() {
  const [draft, setDraft] = useState({ email: '' });
  const [sent, setSent] = useState(false);
  const { field, formError, busy, submit } = useFormSubmission<{ email?: string }, typeof draft>({
    draft,
    setDraft,
    validate: () => validateResetEmail(draft.email),
    save: async () => {
      await getPocketBase().collection('users').requestPasswordReset(draft.email.trim());
      setSent(true);
    },
    fields: ['email'],
    serverErrors: () => ({}),
    describe: describeError,
    invalidMessage: null,
  });

  if (sent) {
    return (
      <section role="status">
        <h1>Kijk in je mailbox</h1>
        <p>
          Als <strong>{draft.email.trim()}</strong> bij ons bekend is, ontvang je binnen een paar minuten een e-mail met
          een link om een nieuw wachtwoord te kiezen.
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
      <FormError message={formError} />
      <TextField label="E-mailadres" type="email" autoComplete="email" {...field('email')} />
      <Button type="submit" busy={busy} busyLabel="Bezig met versturen…">
        Stuur de link
      </Button>
      <AuthLinks>
        <Link to="/login">Terug naar inloggen</Link>
      </AuthLinks>
    </form>
  );
}
