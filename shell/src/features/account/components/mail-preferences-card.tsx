import { describeError, fieldErrors, useSession } from '@tjas/auth';
import { AsyncContent, Button, Card, CheckboxGroupField, FormError, useAsync, useFormSubmission } from '@tjas/ui';
import { useState } from 'react';
import { loadMailOff, MAIL_KINDS, saveMailOff, type MailKind } from '../api/my-account.ts';
import styles from './account.module.css';

const ALL_KINDS = MAIL_KINDS.map((kind) => kind.value);

/** Which mails about what happens to them a member gets (all, unless they turn some off). */
export function MailPreferencesCard() {
  const userId = useSession((state) => state.user?.id ?? '');
  const [state, reload] = useAsync(loadMailOff, userId);
  return (
    <Card title="E-mails">
      <AsyncContent
        state={state}
        reload={reload}
        loadingLabel="Je e-mailvoorkeuren worden geladen…"
        loadingLines={3}
        describe={describeError}
      >
        {(off) => <MailPreferencesForm initialOff={off} />}
      </AsyncContent>
    </Card>
  );
}

function MailPreferencesForm({ initialOff }: { initialOff: readonly MailKind[] }) {
  const [wanted, setWanted] = useState<string[]>(ALL_KINDS.filter((kind) => !initialOff.includes(kind)));
  const [saved, setSaved] = useState(false);
  const { formError, busy, submit } = useFormSubmission({
    validate: () => ({}),
    save: async () => {
      setSaved(false);
      await saveMailOff(ALL_KINDS.filter((kind) => !wanted.includes(kind)));
      setSaved(true);
    },
    fields: [],
    serverErrors: fieldErrors,
    describe: describeError,
  });

  return (
    <form onSubmit={submit} noValidate aria-label="E-mailvoorkeuren">
      <CheckboxGroupField legend="Stuur me een e-mail als" options={MAIL_KINDS} value={wanted} onChange={setWanted} />
      <FormError message={formError} />
      <Button type="submit" busy={busy} busyLabel="Bezig met opslaan…">
        Voorkeuren opslaan
      </Button>
      {saved && (
        <p role="status" className={styles.saved}>
          Je e-mailvoorkeuren zijn opgeslagen.
        </p>
      )}
    </form>
  );
}
