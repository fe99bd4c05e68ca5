import { Button } from './button.tsx';
import { FormError } from './form-error.tsx';

interface Props {
  formError: string | undefined;
  busy: boolean;
  submitLabel?: string;
  busyLabel?: string;
  /** Shows a "cancel" button next to the submit button. */
  onCancel?: () => void;
}

/** The end of a form: its overall message, the submit button and an optional cancel button. */
export function FormActions({
  formError,
  busy,
  submitLabel = 'Opslaan',
  busyLabel = 'Bezig met opslaan…',
  onCancel,
}: Props) {
  return (
    <>
      <FormError message={formError} />
      <Button type="submit" busy={busy} busyLabel={busyLabel}>
        {submitLabel}
      </Button>
      {onCancel && (
        <>
          {' '}
          <Button variant="secondary" onClick={onCancel}>
            Annuleren
          </Button>
        </>
      )}
    </>
  );
}
