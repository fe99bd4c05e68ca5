import { describeError, fieldErrors } from '@tjas/auth';
import {
  calendarDayToDate,
  Card,
  FormActions,
  PageHeader,
  TextAreaField,
  TextField,
  todayInAmsterdam,
  useFormSubmission,
} from '@tjas/ui';
import { useState } from 'react';
import { Link } from '@tjas/router';
import { createAlbum, type AlbumRecord } from '../api/albums-api.ts';
import { validateAlbum, type AlbumDraft, type AlbumErrors } from '../lib/album-draft.ts';
import { PHOTO_TYPES, queueFiles, uploadSummary, type UploadItem } from '../lib/photo-queue.ts';
import { PhotoUploader } from './photo-uploader.tsx';
import { albumsLimits, photosLimits } from '@tjas/schema/field-limits';
import { megabytesText } from '@tjas/schema/count-text';

/** /media/fotoalbums/album-toevoegen: a new album and many photos at once, with progress. */
export function AddAlbumPage() {
  const [draft, setDraft] = useState<AlbumDraft>({ title: '', date: todayInAmsterdam(), description: '' });
  const [files, setFiles] = useState<File[]>([]);
  const [album, setAlbum] = useState<AlbumRecord>();
  const [items, setItems] = useState<UploadItem[]>([]);
  const { field, control, formError, busy, submit } = useFormSubmission<AlbumErrors, AlbumDraft>({
    draft,
    setDraft,
    validate: () => ({
      ...validateAlbum(draft),
      ...(files.length === 0 ? { photos: 'Kies een of meer foto’s.' } : {}),
    }),
    save: async () => {
      const created = await createAlbum({
        title: draft.title.trim(),
        description: draft.description.trim(),
        date: calendarDayToDate(draft.date),
      });
      setItems(queueFiles(files));
      setAlbum(created);
    },
    fields: ['title', 'date', 'description', 'photos'],
    serverErrors: fieldErrors,
    describe: describeError,
  });

  if (album) {
    const finished = items.every(
      (item) => item.status === 'done' || item.status === 'refused' || item.status === 'failed',
    );
    return (
      <>
        <PageHeader title="Album toevoegen" description={uploadSummary(album.title, items)} />
        <Card>
          <PhotoUploader albumId={album.id} items={items} onItems={setItems} />
          <p>
            <Link to={`/media/fotoalbums/${album.id}`}>
              {finished ? 'Bekijk het album' : 'Naar het album (uploads gaan door zolang deze pagina open is)'}
            </Link>
          </p>
          <label>
            Meer foto’s toevoegen{' '}
            <input
              type="file"
              multiple
              accept={PHOTO_TYPES.join(',')}
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                setItems((current) => [...current, ...queueFiles(files, current.length + 1)]);
              }}
            />
          </label>
        </Card>
      </>
    );
  }

  return (
    <>
      <PageHeader title="Album toevoegen" description={<Link to="/media/fotoalbums">Terug naar de fotoalbums</Link>} />
      <Card>
        <form onSubmit={submit} noValidate aria-label="Album toevoegen">
          <TextField label="Titel" maxLength={albumsLimits.title.max} {...field('title')} />
          <TextField label="Datum" type="date" {...field('date')} />
          <TextAreaField label="Beschrijving (optioneel)" rows={3} {...field('description')} />
          <TextField
            label="Foto’s"
            type="file"
            multiple
            accept={PHOTO_TYPES.join(',')}
            hint={`JPG, PNG of WebP, hoogstens ${megabytesText(photosLimits.image.maxSize)} per foto. Kies er zoveel als je wilt.`}
            {...control('photos')}
            onChange={(event) => setFiles([...(event.target.files ?? [])])}
          />
          <FormActions
            formError={formError}
            busy={busy}
            submitLabel="Album aanmaken en uploaden"
            busyLabel="Album wordt aangemaakt…"
          />
        </form>
      </Card>
    </>
  );
}
