import { describeError } from '@tjas/auth';
import { ConfirmDialog, showToast } from '@tjas/ui';
import { signOut, type SignupRecord } from '../api/events-api.ts';
import { nameOf } from '../lib/signup-names.ts';

/** Asks an organiser before signing a member out, then does it; the freed place goes to the waiting list. */
export function SignOutDialog({
  signup,
  onClose,
  onSignedOut,
}: {
  /** The sign-up to end; the dialog is closed without one. */
  signup: SignupRecord | undefined;
  onClose: () => void;
  onSignedOut: () => void;
}) {
  return (
    <ConfirmDialog
      open={signup !== undefined}
      title={`${signup ? nameOf(signup) : ''} afmelden?`}
      confirmLabel="Ja, afmelden"
      danger
      onCancel={onClose}
      onConfirm={async () => {
        const target = signup;
        onClose();
        if (!target) return;
        try {
          await signOut(target.id);
          showToast(`${nameOf(target)} is afgemeld.`);
          onSignedOut();
        } catch (error) {
          showToast(describeError(error), 'error');
        }
      }}
    >
      <p>Een vrijgekomen plek gaat automatisch naar de eerste op de wachtlijst.</p>
    </ConfirmDialog>
  );
}
