import { describeError, fieldErrors } from '@tjas/auth';
import { FormActions, TextAreaField, TextField, useFormSubmission } from '@tjas/ui';
import { useState } from 'react';
import { createVideo, type VideoRecord } from '../api/sport-api.ts';
import { validateVideo, type VideoDraft, type VideoErrors } from '../lib/video-draft.ts';
import { megabytesText } from '@tjas/schema/count-text';
import { videosLimits } from '@tjas/schema/field-limits';

export function VideoForm({ onSaved, onCancel }: { onSaved: (video: VideoRecord) => void; onCancel: () => void }) {
  const [draft, setDraft] = useState<VideoDraft>({ title: '', description: '', url: '', file: null });
  const set = <K extends keyof VideoDraft>(key: K, value: VideoDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const { errors, formError, busy, submit } = useFormSubmission<VideoErrors>({
    validate: () => validateVideo(draft),
    save: async () => {
      const form = new FormData();
      form.set('title', draft.title.trim());
      form.set('description', draft.description.trim());
      form.set('url', draft.url.trim());
      if (draft.file) form.set('file', draft.file);
      onSaved(await createVideo(form));
    },
    fields: ['title', 'description', 'url', 'file'],
    serverErrors: fieldErrors,
    describe: describeError,
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Uitlegvideo toevoegen">
      <TextField
        label="Titel"
        name="title"
        maxLength={videosLimits.title.max}
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
        error={errors.description}
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
        accept={videosLimits.file.mimeTypes.join(',')}
        hint={`MP4 of WebM, hoogstens ${megabytesText(videosLimits.file.maxSize)}.`}
        onChange={(event) => set('file', event.target.files?.[0] ?? null)}
        error={errors.file}
      />
      <FormActions formError={formError} busy={busy} onCancel={onCancel} />
    </form>
  );
}
