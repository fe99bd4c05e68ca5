import { describeError, fieldErrors, getPocketBase, isResponseError, login, useSession } from '@tjas/auth';
import { useState } from 'react';
import styles from './account.module.css';
import { Button, Card, FormError, TextField, useFormSubmission } from '@tjas/ui';
import { NewPasswordFields, validateNewPassword, type PasswordErrors } from '../../login/index.ts';

type Errors = PasswordErrors & { oldPassword?: string };

export function ChangePasswordForm() {
  const user = useSession((state) => state.user);
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const [saved, setSaved] = useState(false);
  const { errors, formError, busy, submit } = useFormSubmission<Errors>({
    validate: () => {
      setSaved(false);
      const found: Errors = validateNewPassword(password, passwordConfirm);
      if (!oldPassword) found.oldPassword = 'Vul je huidige wachtwoord in.';
      return found;
    },
    save: async () => {
      if (!user) return;
      await getPocketBase().collection('users').update(user.id, { oldPassword, password, passwordConfirm });
      // A new password invalidates every token of the member, this one too: log in again.
      await login(user.email || user.username, password);
      setOldPassword('');
      setPassword('');
      setPasswordConfirm('');
      setSaved(true);
    },
    fields: ['oldPassword', 'password', 'passwordConfirm'],
    serverErrors: (failure) => {
      const wrongOld =
        isResponseError(failure) && failure.status === 400 && 'oldPassword' in (failure.response['data'] ?? {});
      return { ...fieldErrors(failure), ...(wrongOld ? { oldPassword: 'Je huidige wachtwoord klopt niet.' } : {}) };
    },
    describe: describeError,
    invalidMessage: null,
  });

  return (
    <Card title="Wachtwoord wijzigen">
      <form onSubmit={submit} noValidate>
        <FormError message={formError} />
        <input type="text" name="username" autoComplete="username" value={user?.email ?? ''} readOnly hidden />
        <TextField
          label="Huidig wachtwoord"
          name="current-password"
          type="password"
          autoComplete="current-password"
          value={oldPassword}
          onChange={(event) => setOldPassword(event.target.value)}
          error={errors.oldPassword}
        />
        <NewPasswordFields
          password={password}
          passwordConfirm={passwordConfirm}
          errors={errors}
          onPasswordChange={setPassword}
          onPasswordConfirmChange={setPasswordConfirm}
        />
        <Button type="submit" busy={busy} busyLabel="Bezig met wijzigen…">
          Wachtwoord wijzigen
        </Button>
        {saved && (
          <p role="status" className={styles.saved}>
            Je wachtwoord is gewijzigd.
          </p>
        )}
      </form>
    </Card>
  );
}
