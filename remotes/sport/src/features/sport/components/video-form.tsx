import { describeError, fieldErrors } from '@tjas/auth';
import { FormActions, isWebLink, TextAreaField, TextField, useFormSubmission } from '@tjas/ui';
import { useState } from 'react';
import { createVideo, type VideoRecord } from '../api/sport-api.ts';
import { countText, megabytesText } from '@tjas/schema/count-text';
import { videosLimits } from '@tjas/schema/field-limits';

const VIDEO_MAX_BYTES = videosLimits.file.maxSize;
const VIDEO_TYPES: readonly string[] = videosLimits.file.mimeTypes;

interface Draft {
  title: string;
  description: string;
  url: string;
  file: File | null;
}
type Errors = Partial<Record<keyof Draft, string>>;

export function validateVideo(draft: Draft): Errors {
  const errors: Errors = {};
  const limits = videosLimits;
  if (draft.title.trim().length < limits.title.min)
    errors.title = `Geef een titel van minstens ${limits.title.min} tekens.`;
  else if (draft.title.trim().length > limits.title.max)
    errors.title = `De titel mag hoogstens ${countText(limits.title.max)} tekens hebben.`;
  if (draft.url.trim() && !isWebLink(draft.url)) errors.url = 'Vul een geldige link in (https://…).';
  if (draft.file) {
    if (!VIDEO_TYPES.includes(draft.file.type)) errors.file = 'Een video moet een MP4- of WebM-bestand zijn.';
    else if (draft.file.size > VIDEO_MAX_BYTES)
      errors.file = `Deze video is groter dan ${megabytesText(VIDEO_MAX_BYTES)}; zet hem online en geef de link.`;
  }
  if (!draft.url.trim() && !draft.file && !errors.url)
    errors.url = 'Geef een link naar de video of upload een videobestand.';
  return errors;
}

export function VideoForm({ onSaved, onCancel }: { onSaved: (video: VideoRecord) => void; onCancel: () => void }) {
  const [draft, setDraft] = useState<Draft>({ title: '', description: '', url: '', file: null });
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const { errors, formError, busy, submit } = useFormSubmission<Errors>({
    validate: () => validateVideo(draft),
    save: async () => {
      const form = new FormData();
      form.set('title', draft.title.trim());
      form.set('description', draft.description.trim());
      form.set('url', draft.url.trim());
      if (draft.file) form.set('file', draft.file);
      onSaved(await createVideo(form));
    },
    fields: ['title', 'url', 'file'],
    serverErrors: fieldErrors,
    describe: describeError,
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Uitlegvideo toevoegen">
      <TextField
        label="Titel"
        name="title"
        maxLength={200}
        value={draft.title}
        onChange={(event) => set('title', event.target.value)}
        error={errors.title}
      />
      <TextAreaField
        label="Beschrijving"
        name="description"
        rows={3}
        value={draft.description}
        onChange={(event) => set('description', event.target.value)}
      />
      <TextField
        label="Link naar de video"
        name="url"
        type="url"
        inputMode="url"
        value={draft.url}
        onChange={(event) => set('url', event.target.value)}
        error={errors.url}
      />
      <TextField
        label="Of een videobestand"
        name="file"
        type="file"
        accept={VIDEO_TYPES.join(',')}
        hint="MP4 of WebM, hoogstens 50 MB."
        onChange={(event) => set('file', event.target.files?.[0] ?? null)}
        error={errors.file}
      />
      <FormActions formError={formError} busy={busy} onCancel={onCancel} />
    </form>
  );
}
