import { describeError, fieldErrors, reloadSessionUser, useSession } from '@tjas/auth';
import { Button, Card, TextField } from '@tjas/ui';
import { useState, type FormEvent } from 'react';
import { avatarUrl } from '../api/avatar-url.ts';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, uploadAvatar } from '../api/my-account.ts';
import styles from './account.module.css';

function checkAvatar(file: File | null): string | undefined {
  if (!file) return 'Kies eerst een afbeelding.';
  if (!AVATAR_TYPES.includes(file.type)) return 'Je profielfoto moet een JPG, PNG, WebP of GIF zijn.';
  if (file.size > AVATAR_MAX_BYTES) return 'Je profielfoto is groter dan 2 MB.';
  return undefined;
}

export function AvatarForm() {
  const user = useSession((state) => state.user);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [inputKey, setInputKey] = useState(0);
  if (!user) return null;

  async function save(next: File | null) {
    setBusy(true);
    setError(undefined);
    try {
      await uploadAvatar(user!.id, next);
      await reloadSessionUser();
      setFile(null);
      setInputKey((key) => key + 1);
    } catch (failure) {
      setError(fieldErrors(failure)['avatar'] ?? describeError(failure));
    } finally {
      setBusy(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = checkAvatar(file);
    if (problem) return setError(problem);
    await save(file);
  }

  const current = avatarUrl(user);
  return (
    <Card title="Profielfoto">
      {current ? (
        <img className={styles.avatar} src={current} alt="Je huidige profielfoto" width={96} height={96} />
      ) : (
        <p>Je hebt nog geen profielfoto.</p>
      )}
      <form onSubmit={submit} noValidate>
        <TextField
          key={inputKey}
          label="Nieuwe profielfoto"
          name="avatar"
          type="file"
          accept={AVATAR_TYPES.join(',')}
          hint="JPG, PNG, WebP of GIF, hoogstens 2 MB."
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          error={error}
        />
        <Button type="submit" busy={busy} busyLabel="Bezig met uploaden…">
          Foto opslaan
        </Button>{' '}
        {current && (
          <Button variant="secondary" disabled={busy} onClick={() => void save(null)}>
            Foto verwijderen
          </Button>
        )}
      </form>
    </Card>
  );
}
