import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import styles from './toasts.module.css';

export interface Toast {
  id: number;
  message: string;
  kind: 'success' | 'error';
}

/** How long a toast stays; errors stay until closed, since a member may need to read them twice. */
export const TOAST_DURATION_MS = 5000;

const toastStore = createStore<{ toasts: Toast[] }>(() => ({ toasts: [] }));
let nextId = 1;

export function dismissToast(id: number): void {
  toastStore.setState((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
}

/**
 * Shows a short message at the bottom of the screen (one place for the whole site). One at a
 * time: a new message replaces the one shown, so a pile of them never covers the page on a phone.
 */
export function showToast(message: string, kind: Toast['kind'] = 'success'): number {
  const id = nextId++;
  toastStore.setState({ toasts: [{ id, message, kind }] });
  if (kind === 'success') setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
  return id;
}

/** Rendered once by the shell; every app's toasts appear here. */
export function ToastRegion() {
  const toasts = useStore(toastStore, (state) => state.toasts);
  return (
    <ul className={styles.region} aria-live="polite" aria-label="Meldingen">
      {toasts.map((toast) => (
        <li
          key={toast.id}
          className={`${styles.toast} ${styles[toast.kind]}`}
          role={toast.kind === 'error' ? 'alert' : 'status'}
        >
          <span>{toast.message}</span>
          <button
            type="button"
            className={styles.close}
            onClick={() => dismissToast(toast.id)}
            aria-label="Melding sluiten"
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
