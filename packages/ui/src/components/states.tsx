import type { ReactNode } from 'react';
import { TITLE_PRIORITY, usePageTitle } from '../page-title.ts';
import { Button } from './button.tsx';
import styles from './states.module.css';

/** Polite "still loading" text for screen readers and sighted members alike. */
export function LoadingState({ label }: { label: string }) {
  return (
    <p className={styles.muted} role="status">
      {label}
    </p>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className={styles.muted}>{children}</p>;
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className={`${styles.state} ${styles.error}`} role="alert">
      <p>{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          Opnieuw proberen
        </Button>
      )}
    </div>
  );
}

/** A page or action the member may not use: explained, never a crash or an empty screen. */
export function NoAccess({ children, home }: { children?: ReactNode; home?: ReactNode }) {
  usePageTitle('Geen toegang', TITLE_PRIORITY.state);
  return (
    <section className={`${styles.state} ${styles.error}`} role="alert" data-status="403">
      <h1>Geen toegang</h1>
      <p>{children ?? 'Deze pagina is alleen voor leden van de commissie die erover gaat.'}</p>
      {home ?? <a href="/">Naar de startpagina</a>}
    </section>
  );
}

/** A section that could not be loaded; the rest of the site keeps working. */
export function SectionUnavailable({
  label,
  onRetry,
  detail,
}: {
  label: string;
  onRetry: () => void;
  detail?: string | undefined;
}) {
  usePageTitle(`${label} niet beschikbaar`, TITLE_PRIORITY.state);
  return (
    <section className={`${styles.state} ${styles.error}`} role="alert">
      <h1>{label} is nu niet beschikbaar</h1>
      <p>Dit onderdeel kon niet worden geladen. De rest van de site werkt gewoon.</p>
      {detail && <p>{detail}</p>}
      <Button onClick={onRetry}>Opnieuw proberen</Button>
    </section>
  );
}

/**
 * "Page Not Found: {path}" (the texts of the error catalogue), with a Dutch explanation: for an
 * unknown address and for a record that does not exist (an event, an album), titled as the
 * catalogue's default page, whatever route it appears under.
 */
export function NotFoundState({ path, home }: { path: string; home: ReactNode }) {
  usePageTitle('Page Not Found', TITLE_PRIORITY.state);
  return (
    <section className={styles.state} data-status="404">
      <h1>Page Not Found</h1>
      <p className={styles.code}>Page Not Found: {path}</p>
      <p>Deze pagina bestaat niet (meer). Controleer het adres of ga verder vanaf de startpagina.</p>
      {home}
    </section>
  );
}
