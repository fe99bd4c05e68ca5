import { describeError, fieldErrors, getPocketBase, isResponseError, login, useSession } from '@tjas/auth';
import { useState } from 'react';
import styles from './account.module.css';
import { Button, Card, FormError, TextField, useFormSubmission } from '@tjas/ui';
import { NewPasswordFields, validateNewPassword, type PasswordErrors } from '../../login/index.ts';

type Errors = PasswordErrors & { oldPassword?: string };
const EMPTY = { oldPassword: '', password: '', passwordConfirm: '' };

export function ChangePasswordForm() {
  const user = useSession((state) => state.user);
  const [draft, setDraft] = useState(EMPTY);
  const [saved, setSaved] = useState(false);
  const { field, formError, busy, submit } = useFormSubmission<Errors, typeof draft>({
    draft,
    setDraft,
    validate: () => {
      setSaved(false);
      const found: Errors = validateNewPassword(draft.password, draft.passwordConfirm);
      if (!draft.oldPassword) found.oldPassword = 'Vul je huidige wachtwoord in.';
      return found;
    },
    save: async () => {
      if (!user) return;
      await getPocketBase().collection('users').update(user.id, draft);
      // A new password invalidates every token of the member, this one too: log in again.
      await login(user.email || user.username, draft.password);
      setDraft(EMPTY);
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
          type="password"
          autoComplete="current-password"
          {...field('oldPassword')}
          name="current-password"
        />
        <NewPasswordFields password={field('password')} passwordConfirm={field('passwordConfirm')} />
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
