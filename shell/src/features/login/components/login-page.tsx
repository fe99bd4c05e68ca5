import { describeError, isResponseError, login } from '@tjas/auth';
import { Button, FormError, TextField, useFormSubmission, usePageTitle } from '@tjas/ui';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from '@tjas/router';
import { AuthLayout, AuthLinks } from '../../layouts/index.ts';
import { returnTarget } from '../../session/index.ts';
import { validateLogin, type LoginErrors } from '../lib/login-rules.ts';

/** Why a login failed, in words a member can act on. */
function loginFailure(error: unknown): string {
  if (!isResponseError(error)) return describeError(error);
  // The server answers a deactivated account exactly as a wrong password, so nobody can find out
  // from the login form which accounts exist but are inactive; the message names both.
  if (error.status === 400) {
    return 'Deze combinatie van e-mailadres of gebruikersnaam en wachtwoord kennen we niet, of het account is niet actief. Neem bij twijfel contact op met het bestuur.';
  }
  return describeError(error);
}

export function LoginPage() {
  usePageTitle('Inloggen');
  const navigate = useNavigate();
  const location = useLocation();
  const [identity, setIdentity] = useState('');
  const [password, setPassword] = useState('');
  // Logged in: the button stays busy until the next page replaces this one (no second login).
  const [done, setDone] = useState(false);
  const { errors, formError, busy, submit } = useFormSubmission<LoginErrors>({
    validate: () => validateLogin(identity, password),
    save: async () => {
      await login(identity.trim(), password);
      setDone(true);
      navigate(returnTarget(location.state), { replace: true });
    },
    fields: ['identity', 'password'],
    serverErrors: () => ({}),
    describe: loginFailure,
    invalidMessage: null,
  });

  return (
    <AuthLayout>
      <form onSubmit={submit} noValidate aria-labelledby="inloggen">
        <h1 id="inloggen">Inloggen</h1>
        <FormError message={formError} />
        <TextField
          label="E-mailadres of gebruikersnaam"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={identity}
          onChange={(event) => setIdentity(event.target.value)}
          error={errors.identity}
        />
        <TextField
          label="Wachtwoord"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
        />
        <Button type="submit" busy={busy || done} busyLabel="Bezig met inloggen…">
          Inloggen
        </Button>
        <AuthLinks>
          <Link to="/login/vergeten">Wachtwoord vergeten?</Link>
        </AuthLinks>
      </form>
    </AuthLayout>
  );
}
