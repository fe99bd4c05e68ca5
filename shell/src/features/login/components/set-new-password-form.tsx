import { Button, FormError, getProductName, showToast, useFormSubmission } from '@tjas/ui';
import { describeError, fieldErrors, getPocketBase, isResponseError, login, readTokenPayload } from '@tjas/auth';
import { useState } from 'react';
import { Link } from '@tjas/router';
import { AuthLinks } from '../../layouts/index.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { validateNewPassword, type PasswordErrors } from '../lib/password-rules.ts';

/**
 * Sets a password with the token from a mail: a reset link, or a new member's invitation
 * (`welcome`), which greets them and on an expired link tells them who can send a new one.
 */
export function SetNewPasswordForm({ token, welcome = false }: { token: string; welcome?: boolean }) {
  const [draft, setDraft] = useState({ password: '', passwordConfirm: '' });
  const [done, setDone] = useState(false);
  const { field, formError, busy, submit } = useFormSubmission<PasswordErrors, typeof draft>({
    draft,
    setDraft,
    validate: () => validateNewPassword(draft.password, draft.passwordConfirm),
    save: async () => {
      await getPocketBase().collection('users').confirmPasswordReset(token, draft.password, draft.passwordConfirm);
      // The member just proved who they are: log them in with the new password (the login pages
      // then send them on to the site). Only if that fails do they log in by hand.
      const { email } = readTokenPayload(token);
      if (email) {
        try {
          await login(email, draft.password);
          showToast(
            welcome ? `Welkom bij ${getProductName()}! Je bent ingelogd.` : 'Je nieuwe wachtwoord is opgeslagen.',
          );
          return;
        } catch {
          // the login did not go through: the page below sends them to log in
        }
      }
      setDone(true);
    },
    // Only the password fields' errors belong at the fields; an invalid token is described.
    fields: ['password', 'passwordConfirm'],
    serverErrors: (failure) => {
      const { password: passwordError, passwordConfirm: confirmError } = fieldErrors(failure);
      return { password: passwordError, passwordConfirm: confirmError };
    },
    describe: (failure) => {
      const invalidToken =
        isResponseError(failure) && failure.status === 400 && 'token' in (failure.response['data'] ?? {});
      if (!invalidToken) return describeError(failure);
      return welcome
        ? 'Deze uitnodiging is verlopen of al gebruikt. Vraag het bestuur of de ICT-commissie om een nieuwe, of vraag hieronder een link aan.'
        : 'Deze link is verlopen of al gebruikt. Vraag een nieuwe aan.';
    },
    invalidMessage: null,
  });

  if (done) {
    return (
      <section role="status">
        <h1>{welcome ? 'Je account is klaar' : 'Wachtwoord gewijzigd'}</h1>
        <p>
          {welcome
            ? 'Je wachtwoord is opgeslagen. Log in en kijk rond!'
            : 'Je nieuwe wachtwoord is opgeslagen. Je kunt er nu mee inloggen.'}
        </p>
        <AuthLinks>
          <Link to="/login">Naar inloggen</Link>
        </AuthLinks>
      </section>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-labelledby="nieuw-wachtwoord">
      <h1 id="nieuw-wachtwoord">{welcome ? `Welkom bij ${getProductName()}!` : 'Kies een nieuw wachtwoord'}</h1>
      {welcome && <p>Kies een wachtwoord; daarmee log je voortaan in met je e-mailadres of gebruikersnaam.</p>}
      <FormError message={formError} />
      {formError && (
        <AuthLinks>
          <Link to="/login/vergeten">Nieuwe link aanvragen</Link>
        </AuthLinks>
      )}
      <NewPasswordFields password={field('password')} passwordConfirm={field('passwordConfirm')} />
      <Button type="submit" busy={busy} busyLabel="Bezig met opslaan…">
        Wachtwoord opslaan
      </Button>
    </form>
  );
}
