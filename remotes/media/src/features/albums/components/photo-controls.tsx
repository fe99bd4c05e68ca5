import { describeError } from '@tjas/auth';
import { Button, showToast } from '@tjas/ui';
import { useState } from 'react';
import { savePhotoOrder, type PhotoRecord } from '../api/albums-api.ts';
import { moveItem } from '../lib/photo-order.ts';
import styles from './albums.module.css';

interface Props {
  photos: readonly PhotoRecord[];
  index: number;
  label: string;
  onChanged: () => void;
  onRemove: (photo: PhotoRecord) => void;
}

/**
 * Under each photo, for the Mediacommissie: move it earlier or later in the album, or remove it
 * (a quiet outline here; the styled confirmation dialog asks before anything is removed).
 */
export function PhotoControls({ photos, index, label, onChanged, onRemove }: Props) {
  const [busy, setBusy] = useState(false);
  async function move(delta: number) {
    setBusy(true);
    try {
      await savePhotoOrder(moveItem(photos, index, delta));
      onChanged();
    } catch (error) {
      showToast(describeError(error), 'error');
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className={styles.photoControls}>
      <Button
        variant="secondary"
        disabled={busy || index === 0}
        onClick={() => void move(-1)}
        aria-label={`${label} eerder zetten`}
      >
        ←
      </Button>
      <Button
        variant="secondary"
        disabled={busy || index === photos.length - 1}
        onClick={() => void move(1)}
        aria-label={`${label} later zetten`}
      >
        →
      </Button>
      <Button
        variant="secondary"
        className={styles.remove}
        disabled={busy}
        onClick={() => onRemove(photos[index]!)}
        aria-label={`${label} verwijderen`}
      >
        Verwijderen
      </Button>
    </div>
  );
}
