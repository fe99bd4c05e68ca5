import { describeError, fieldErrors, reloadSessionUser, useSession } from '@tjas/auth';
import { Button, Card, FormError, TextField, useFormSubmission } from '@tjas/ui';
import { useState } from 'react';
import { avatarUrl } from '../api/avatar-url.ts';
import { uploadAvatar } from '../api/my-account.ts';
import { AVATAR_TYPES, validateAvatar } from '../lib/account-rules.ts';
import styles from './account.module.css';
import { megabytesText } from '@tjas/schema/count-text';
import { usersLimits } from '@tjas/schema/field-limits';

export function AvatarForm() {
  const user = useSession((state) => state.user);
  const [draft, setDraft] = useState<{ avatar: File | null }>({ avatar: null });
  const [removeError, setRemoveError] = useState<string>();
  const [removing, setRemoving] = useState(false);
  const [inputKey, setInputKey] = useState(0);
  const saved = async () => {
    await reloadSessionUser();
    setDraft({ avatar: null });
    setInputKey((key) => key + 1);
  };
  const { fileField, formError, busy, submit, reset } = useFormSubmission<{ avatar?: string }, typeof draft>({
    draft,
    setDraft,
    validate: () => {
      setRemoveError(undefined);
      return validateAvatar(draft.avatar);
    },
    save: async () => {
      if (!user) return;
      await uploadAvatar(user.id, draft.avatar);
      await saved();
    },
    fields: ['avatar'],
    serverErrors: fieldErrors,
    describe: describeError,
    invalidMessage: null,
  });
  if (!user) return null;

  // Removing is an action of its own, not a submit of the form.
  async function remove() {
    setRemoving(true);
    setRemoveError(undefined);
    reset();
    try {
      await uploadAvatar(user!.id, null);
      await saved();
    } catch (failure) {
      setRemoveError(describeError(failure));
    } finally {
      setRemoving(false);
    }
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
          type="file"
          accept={AVATAR_TYPES.join(',')}
          hint={`JPG, PNG, WebP of GIF, hoogstens ${megabytesText(usersLimits.avatar.maxSize)}.`}
          {...fileField('avatar')}
        />
        <FormError message={formError ?? removeError} />
        <Button type="submit" busy={busy} disabled={removing} busyLabel="Bezig met uploaden…">
          Foto opslaan
        </Button>{' '}
        {current && (
          <Button
            variant="secondary"
            busy={removing}
            busyLabel="Bezig met verwijderen…"
            disabled={busy}
            onClick={() => void remove()}
          >
            Foto verwijderen
          </Button>
        )}
      </form>
    </Card>
  );
}
