import { describeError, fieldErrors } from '@tjas/auth';
import { Button, ProgressBar } from '@tjas/ui';
import { useEffect, useState } from 'react';
import { nextToStart, overallProgress, type UploadItem } from '../lib/photo-queue.ts';
import { uploadPhoto } from '../lib/upload-photo.ts';
import styles from './albums.module.css';

interface Props {
  albumId: string;
  items: UploadItem[];
  onItems: (update: (items: UploadItem[]) => UploadItem[]) => void;
}

const STATUS_TEXT: Record<UploadItem['status'], string> = {
  refused: 'Geweigerd',
  waiting: 'Wacht op zijn beurt',
  uploading: 'Bezig met uploaden',
  done: 'Geüpload',
  failed: 'Mislukt',
};

/** Uploads the queued photos of an album, three at a time, each with its own progress bar. */
export function PhotoUploader({ albumId, items, onItems }: Props) {
  const [started] = useState(() => new Set<number>());
  const patch = (id: number, change: Partial<UploadItem>) =>
    onItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));

  useEffect(() => {
    for (const item of nextToStart(items)) {
      if (started.has(item.id)) continue;
      started.add(item.id);
      patch(item.id, { status: 'uploading', progress: 0, error: undefined });
      uploadPhoto(albumId, item.file, item.position, (progress) => patch(item.id, { progress })).then(
        () => patch(item.id, { status: 'done', progress: 1 }),
        (error: unknown) => {
          started.delete(item.id);
          const field = fieldErrors(error)['image'];
          patch(item.id, { status: 'failed', error: `${item.file.name}: ${field ?? describeError(error)}` });
        },
      );
    }
  });

  const going = items.filter((item) => item.status !== 'refused');
  const done = going.filter((item) => item.status === 'done').length;
  return (
    <section aria-label="Uploads">
      {going.length > 0 && (
        <ProgressBar label={`Totaal: ${done} van ${going.length} foto’s geüpload`} value={overallProgress(items)} />
      )}
      <ul className={styles.uploads}>
        {items.map((item) => (
          <li key={item.id} className={styles.upload} data-status={item.status}>
            {item.status === 'refused' ? (
              <span className={styles.refused}>{item.error}</span>
            ) : (
              <ProgressBar
                label={`${item.file.name}: ${STATUS_TEXT[item.status]}`}
                value={item.status === 'done' ? 1 : item.progress}
              />
            )}
            {item.status === 'done' && <span className={styles.done}>Klaar</span>}
            {item.status === 'failed' && (
              <span>
                <span className={styles.refused}>{item.error}</span>{' '}
                <Button variant="secondary" onClick={() => patch(item.id, { status: 'waiting', progress: 0 })}>
                  Opnieuw proberen
                </Button>
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
