import { describeError, fieldErrors, getPocketBase, reloadSessionUser, useSession } from '@tjas/auth';
import { useState } from 'react';
import styles from './account.module.css';
import { Button, Card, FormError, TextField, useFormSubmission } from '@tjas/ui';
import { validateProfileName } from '../lib/account-rules.ts';

type Errors = { name?: string };

export function ProfileForm() {
  const user = useSession((state) => state.user);
  const [draft, setDraft] = useState({ name: user?.name ?? '' });
  const [saved, setSaved] = useState(false);
  const { field, formError, busy, submit } = useFormSubmission<Errors, typeof draft>({
    draft,
    setDraft,
    validate: () => {
      setSaved(false);
      return validateProfileName(draft.name);
    },
    save: async () => {
      if (!user) return;
      await getPocketBase().collection('users').update(user.id, { name: draft.name.trim() });
      await reloadSessionUser();
      setSaved(true);
    },
    fields: ['name'],
    serverErrors: fieldErrors,
    describe: describeError,
    invalidMessage: null,
  });

  return (
    <Card title="Gegevens">
      <form onSubmit={submit} noValidate>
        <FormError message={formError} />
        <TextField label="Naam" autoComplete="name" {...field('name')} />
        <Button type="submit" busy={busy} busyLabel="Bezig met opslaan…">
          Naam opslaan
        </Button>
        {saved && (
          <p role="status" className={styles.saved}>
            Je naam is opgeslagen.
          </p>
        )}
      </form>
    </Card>
  );
}
