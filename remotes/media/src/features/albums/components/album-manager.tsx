import { describeError, fieldErrors } from '@tjas/auth';
import {
  Button,
  calendarDayToDate,
  Card,
  FormActions,
  showToast,
  TextAreaField,
  TextField,
  useConfirmedRemoval,
  useFormSubmission,
} from '@tjas/ui';
import { useState } from 'react';
import { deleteAlbum, updateAlbum, type AlbumRecord, type PhotoRecord } from '../api/albums-api.ts';
import { PHOTO_TYPES, queueFiles, type UploadItem } from '../lib/photo-queue.ts';
import { validateAlbum, type AlbumDraft, type AlbumErrors } from '../lib/album-draft.ts';
import styles from './albums.module.css';
import { PhotoUploader } from './photo-uploader.tsx';
import { albumsLimits } from '@tjas/schema/field-limits';

interface Props {
  album: AlbumRecord;
  photos: readonly PhotoRecord[];
  /** Something changed on the server: load the album again. */
  onChanged: () => void;
  onDeleted: () => void;
}

/** For the Mediacommissie: change an album's details, add photos later, or delete it (after confirming). */
export function AlbumManager({ album, photos, onChanged, onDeleted }: Props) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const lastPosition = Math.max(0, ...photos.map((photo) => photo.position), ...items.map((item) => item.position));
  const removal = useConfirmedRemoval<AlbumRecord>({
    remove: (target) => deleteAlbum(target.id),
    nameOf: (target) => `Album “${target.title}”`,
    title: 'Album verwijderen?',
    consequence: `${photos.length === 0 ? 'verdwijnt' : photos.length === 1 ? 'verdwijnt met zijn foto' : `verdwijnt met alle ${photos.length} foto’s`}. Dit kan niet ongedaan worden gemaakt.`,
    describe: describeError,
    onRemoved: onDeleted,
  });
  const uploading = items.some((item) => item.status === 'waiting' || item.status === 'uploading');

  return (
    <Card title="Album beheren">
      {/* A fresh form after each save (its values are the stored ones); uploads below go on. */}
      <AlbumDetailsForm key={album.updated} album={album} onSaved={onChanged} />
      <div className={styles.manageSection}>
        <label className={styles.fileLabel}>
          Foto’s toevoegen
          <input
            type="file"
            multiple
            accept={PHOTO_TYPES.join(',')}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              setItems((current) => [...current, ...queueFiles(files, lastPosition + 1)]);
            }}
          />
        </label>
        {items.length > 0 && <PhotoUploader albumId={album.id} items={items} onItems={setItems} />}
        {items.length > 0 && !uploading && (
          <Button
            variant="secondary"
            onClick={() => {
              setItems([]);
              onChanged();
            }}
          >
            Toon de nieuwe foto’s
          </Button>
        )}
      </div>
      <div className={styles.manageSection}>
        <Button variant="danger" onClick={() => removal.ask(album)}>
          Album verwijderen
        </Button>
      </div>
      {removal.dialog}
    </Card>
  );
}

function AlbumDetailsForm({ album, onSaved }: { album: AlbumRecord; onSaved: () => void }) {
  const [draft, setDraft] = useState<AlbumDraft>({
    title: album.title,
    date: album.date.slice(0, 10),
    description: album.description,
  });
  const { field, formError, busy, submit } = useFormSubmission<AlbumErrors, AlbumDraft>({
    draft,
    setDraft,
    validate: () => validateAlbum(draft),
    save: async () => {
      await updateAlbum(album.id, {
        title: draft.title.trim(),
        description: draft.description.trim(),
        date: calendarDayToDate(draft.date),
      });
      showToast('Het album is bijgewerkt.');
      onSaved();
    },
    fields: ['title', 'date', 'description'],
    serverErrors: fieldErrors,
    describe: describeError,
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Album bewerken">
      <TextField label="Titel" maxLength={albumsLimits.title.max} {...field('title')} />
      <TextField label="Datum" type="date" {...field('date')} />
      <TextAreaField label="Beschrijving (optioneel)" rows={3} {...field('description')} />
      <FormActions formError={formError} busy={busy} submitLabel="Wijzigingen opslaan" />
    </form>
  );
}
