import styles from './field.module.css';

/** A message about the whole form (e.g. the server refused it), announced when it appears. */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className={styles.error} role="alert">
      {message}
    </p>
  );
}
