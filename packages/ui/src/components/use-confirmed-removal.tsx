import { useState, type ReactElement } from 'react';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { showToast } from './toasts.tsx';

interface Options<T> {
  /** Deletes the item on the server. */
  remove: (item: T) => Promise<unknown>;
  nameOf: (item: T) => string;
  /** Dialog title, e.g. "Sponsor verwijderen?". */
  title: string;
  /** What happens when confirmed, e.g. "verdwijnt van de sponsorpagina." */
  consequence: string;
  describe: (error: unknown) => string;
  onRemoved: () => void;
}

/** "Remove?" with a confirmation dialog, then a toast that says it happened or why it did not. */
export function useConfirmedRemoval<T>({ remove, nameOf, title, consequence, describe, onRemoved }: Options<T>): {
  ask: (item: T) => void;
  dialog: ReactElement;
} {
  const [removing, setRemoving] = useState<T | null>(null);
  async function confirm(item: T) {
    setRemoving(null);
    try {
      await remove(item);
      showToast(`${nameOf(item)} is verwijderd.`);
      onRemoved();
    } catch (error) {
      showToast(describe(error), 'error');
    }
  }
  const dialog = (
    <ConfirmDialog
      open={removing !== null}
      title={title}
      confirmLabel="Verwijderen"
      danger
      onConfirm={() => removing !== null && void confirm(removing)}
      onCancel={() => setRemoving(null)}
    >
      {removing !== null ? `${nameOf(removing)} ${consequence}` : ''}
    </ConfirmDialog>
  );
  return { ask: setRemoving, dialog };
}
