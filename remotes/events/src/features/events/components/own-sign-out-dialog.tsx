import { ConfirmDialog } from '@tjas/ui';

/**
 * Asks a member before they sign themselves out (or off the waiting list): the event page and
 * the list's cards ask the same question, with what happens to the place.
 */
export function OwnSignOutDialog({
  open,
  waiting,
  othersWaiting,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  /** The member is on the waiting list rather than holding a place. */
  waiting: boolean;
  /** Others wait for a place: the one freed goes to them. */
  othersWaiting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title={waiting ? 'Van de wachtlijst af?' : 'Afmelden?'}
      confirmLabel={waiting ? 'Ja, van de wachtlijst af' : 'Ja, afmelden'}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <p>
        {!waiting && othersWaiting
          ? 'Je plek gaat naar wie er het eerst op de wachtlijst staat en erin past. Je kunt je daarna alleen opnieuw aanmelden als er plek is.'
          : 'Je kunt je later opnieuw aanmelden zolang de inschrijving open is.'}
      </p>
    </ConfirmDialog>
  );
}
