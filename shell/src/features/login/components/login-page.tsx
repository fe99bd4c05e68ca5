import { describeLoginError, login } from '@tjas/auth';
import { Button, FormError, TextField, useFormSubmission, usePageTitle } from '@tjas/ui';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from '@tjas/router';
import { AuthLayout, AuthLinks } from '../../layouts/index.ts';
import { returnTarget } from '../../session/index.ts';
import { validateLogin, type LoginErrors } from '../lib/login-rules.ts';

export function LoginPage() {
  usePageTitle('Inloggen');
  const navigate = useNavigate();
  const location = useLocation();
  const [draft, setDraft] = useState({ identity: '', password: '' });
  // Logged in: the button stays busy until the next page replaces this one (no second login).
  const [done, setDone] = useState(false);
  const { field, formError, busy, submit } = useFormSubmission<LoginErrors, typeof draft>({
    draft,
    setDraft,
    validate: () => validateLogin(draft.identity, draft.password),
    save: async () => {
      await login(draft.identity.trim(), draft.password);
      setDone(true);
      navigate(returnTarget(location.state), { replace: true });
    },
    fields: ['identity', 'password'],
    serverErrors: () => ({}),
    describe: describeLoginError,
    invalidMessage: null,
  });

  return (
    <AuthLayout>
      <form onSubmit={submit} noValidate aria-labelledby="inloggen">
        <h1 id="inloggen">Inloggen</h1>
        <FormError message={formError} />
        <TextField
          label="E-mailadres of gebruikersnaam"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...field('identity')}
          name="username"
        />
        <TextField label="Wachtwoord" type="password" autoComplete="current-password" {...field('password')} />
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
