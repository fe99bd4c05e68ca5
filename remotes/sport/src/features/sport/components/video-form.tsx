import { describeError, fieldErrors } from '@tjas/auth';
import { FormActions, TextAreaField, TextField, useFormSubmission } from '@tjas/ui';
import { useState } from 'react';
import { createVideo, type VideoRecord } from '../api/sport-api.ts';
import { validateVideo, type VideoDraft, type VideoErrors } from '../lib/video-draft.ts';
import { megabytesText } from '@tjas/schema/count-text';
import { videosLimits } from '@tjas/schema/field-limits';

export function VideoForm({ onSaved, onCancel }: { onSaved: (video: VideoRecord) => void; onCancel: () => void }) {
  const [draft, setDraft] = useState<VideoDraft>({ title: '', description: '', url: '', file: null });
  const { field, fileField, formError, busy, submit } = useFormSubmission<VideoErrors, VideoDraft>({
    draft,
    setDraft,
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
      <TextField label="Titel" maxLength={videosLimits.title.max} {...field('title')} />
      <TextAreaField label="Beschrijving" rows={3} {...field('description')} />
      <TextField label="Link naar de video" type="url" inputMode="url" {...field('url')} />
      <TextField
        label="Of een videobestand"
        type="file"
        accept={videosLimits.file.mimeTypes.join(',')}
        hint={`MP4 of WebM, hoogstens ${megabytesText(videosLimits.file.maxSize)}.`}
        {...fileField('file')}
      />
      <FormActions formError={formError} busy={busy} onCancel={onCancel} />
    </form>
  );
}
