import { Button } from '@tjas/ui';
import { useEffect, useRef } from 'react';
import type { PhotoRecord } from '../api/albums-api.ts';
import styles from './albums.module.css';
import { ProtectedImage } from './protected-image.tsx';

interface Props {
  photos: readonly PhotoRecord[];
  index: number;
  token: string;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/** Full-size viewer in a modal dialog: arrow keys or buttons to browse, Escape to close. */
export function PhotoViewer({ photos, index, token, onIndex, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const photo = photos[index];
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  if (!photo) return null;
  const previous = () => onIndex((index - 1 + photos.length) % photos.length);
  const next = () => onIndex((index + 1) % photos.length);
  const label = photo.caption || `Foto ${index + 1}`;
  return (
    <dialog
      ref={dialog}
      className={styles.viewer}
      aria-label={`${label} (${index + 1} van ${photos.length})`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') previous();
        if (event.key === 'ArrowRight') next();
      }}
    >
      <ProtectedImage key={photo.id} className={styles.full} photo={photo} thumb="1600x0" token={token} alt={label} />
      <div className={styles.viewerBar}>
        <span>
          {label} · {index + 1} van {photos.length}
        </span>
        <span>
          <Button variant="secondary" onClick={previous} disabled={photos.length < 2}>
            Vorige
          </Button>{' '}
          <Button variant="secondary" onClick={next} disabled={photos.length < 2}>
            Volgende
          </Button>{' '}
          <Button onClick={onClose}>Sluiten</Button>
        </span>
      </div>
    </dialog>
  );
}
