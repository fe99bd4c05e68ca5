import { describeError, fieldErrors } from '@tjas/auth';
import { Button, CheckboxGroupField, FormError, useFormSubmission } from '@tjas/ui';
import { useState } from 'react';
import styles from './account.module.css';

interface Props<Kind extends string> {
  /** Every kind, in the order the page lists them; `label` completes the legend. */
  kinds: readonly { value: Kind; label: string }[];
  /** The kinds the member turned off, as saved. */
  initialOff: readonly Kind[];
  /** Saves the kinds now turned off. */
  saveOff: (off: Kind[]) => Promise<unknown>;
  /** The form's name ("E-mailvoorkeuren"), the checkboxes' legend and what a save says. */
  name: string;
  legend: string;
  savedText: string;
}

/**
 * A member's choice of what to hear about, per kind (the mails', the pushes'): everything is on
 * unless turned off, so what is stored is the kinds turned off.
 */
export function KindsOffForm<Kind extends string>({
  kinds,
  initialOff,
  saveOff,
  name,
  legend,
  savedText,
}: Props<Kind>) {
  const all = kinds.map((kind) => kind.value);
  const [wanted, setWanted] = useState<string[]>(all.filter((kind) => !initialOff.includes(kind)));
  const [saved, setSaved] = useState(false);
  const { formError, busy, submit } = useFormSubmission({
    validate: () => ({}),
    save: async () => {
      setSaved(false);
      await saveOff(all.filter((kind) => !wanted.includes(kind)));
      setSaved(true);
    },
    fields: [],
    serverErrors: fieldErrors,
    describe: describeError,
  });

  return (
    <form onSubmit={submit} noValidate aria-label={name}>
      <CheckboxGroupField legend={legend} options={kinds} value={wanted} onChange={setWanted} />
      <FormError message={formError} />
      <Button type="submit" busy={busy} busyLabel="Bezig met opslaan…">
        Voorkeuren opslaan
      </Button>
      {saved && (
        <p role="status" className={styles.saved}>
          {savedText}
        </p>
      )}
    </form>
  );
}
