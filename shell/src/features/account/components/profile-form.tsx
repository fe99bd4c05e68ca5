import { describeError, getPocketBase, reloadSessionUser, useSession } from '@tjas/auth';
import { useState, type FormEvent } from 'react';
import styles from './account.module.css';
import { Button, Card, TextField } from '@tjas/ui';

export const NAME_MAX_LENGTH = 255;

export function ProfileForm() {
  const user = useSession((state) => state.user);
  const [name, setName] = useState(user?.name ?? '');
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const trimmed = name.trim();
    if (!trimmed) return setError('Vul je naam in.');
    if (trimmed.length > NAME_MAX_LENGTH) return setError(`Je naam mag hoogstens ${NAME_MAX_LENGTH} tekens hebben.`);
    if (!user) return;
    setError(undefined);
    setBusy(true);
    try {
      await getPocketBase().collection('users').update(user.id, { name: trimmed });
      await reloadSessionUser();
      setSaved(true);
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title="Gegevens">
      <form onSubmit={submit} noValidate>
        <TextField
          label="Naam"
          name="name"
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={error}
        />
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
