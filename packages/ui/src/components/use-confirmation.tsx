import { useCallback, useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog.tsx';

export interface ConfirmationRequest {
  title: string;
  /** What happens when confirmed. */
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** A red confirm button, for what cannot be undone. */
  danger?: boolean;
}

/**
 * The styled replacement of window.confirm(): `await confirm({...})` opens the site's dialog and
 * resolves true (confirmed) or false (cancelled, Escape, or the component went away). Render
 * `dialog` once in the component that asks.
 */
export function useConfirmation(): {
  confirm: (request: ConfirmationRequest) => Promise<boolean>;
  dialog: ReactElement;
} {
  const [request, setRequest] = useState<ConfirmationRequest | null>(null);
  const answer = useRef<((confirmed: boolean) => void) | null>(null);
  const settle = useCallback((confirmed: boolean) => {
    answer.current?.(confirmed);
    answer.current = null;
    setRequest(null);
  }, []);
  // A question nobody can answer any more counts as cancelled, so no caller waits for ever.
  useEffect(() => () => answer.current?.(false), []);
  const confirm = useCallback((next: ConfirmationRequest) => {
    answer.current?.(false);
    setRequest(next);
    return new Promise<boolean>((resolve) => {
      answer.current = resolve;
    });
  }, []);
  const dialog = (
    <ConfirmDialog
      open={request !== null}
      title={request?.title ?? ''}
      confirmLabel={request?.confirmLabel ?? ''}
      cancelLabel={request?.cancelLabel}
      danger={request?.danger}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    >
      {request?.message}
    </ConfirmDialog>
  );
  return { confirm, dialog };
}
