import { Button } from '@tjas/ui';
import { usePendingUpdate, useUpdateOnNavigation } from '../use-update-on-navigation.ts';
import styles from './update-notice.module.css';

/**
 * Tells the member a new version is ready and lets them load it now; otherwise it loads on their
 * next navigation. Never reloads by itself over what they are doing.
 */
export function UpdateNotice({ reload = () => window.location.reload() }: { reload?: () => void }) {
  useUpdateOnNavigation(reload);
  const update = usePendingUpdate();
  if (!update) return null;
  return (
    <div className={styles.notice} role="status">
      {/* "nieuwe versie van Sport (1.2.0)": what is new, without its version. */}
      <span>Er is een {update.replace(/\s*\([^)]*\)$/, '')}. Die laadt bij je volgende klik, of nu:</span>
      <Button variant="secondary" onClick={reload}>
        Nieuwe versie laden
      </Button>
    </div>
  );
}
