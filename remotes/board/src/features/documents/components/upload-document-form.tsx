import { describeError, fieldErrors } from '@tjas/auth';
import { FormActions, SelectField, TextField, useFormSubmission } from '@tjas/ui';
import { useState } from 'react';
import { CATEGORY_LABELS, uploadDocument, type DocumentCategory, type DocumentRecord } from '../api/documents-api.ts';

const TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.oasis.opendocument.text',
];
type Errors = { title?: string; file?: string };

export function validateDocument(title: string, file: File | null): Errors {
  const errors: Errors = {};
  if (title.trim().length < 3) errors.title = 'Geef een titel van minstens 3 tekens.';
  else if (title.trim().length > 200) errors.title = 'De titel mag hoogstens 200 tekens hebben.';
  if (!file) errors.file = 'Kies een bestand.';
  else if (!TYPES.includes(file.type)) errors.file = 'Alleen PDF, Word (.docx) of OpenDocument (.odt).';
  else if (file.size > 20 * 1024 * 1024) errors.file = 'Dit bestand is groter dan 20 MB.';
  return errors;
}

/** The board uploads a document; members can read it right away. */
export function UploadDocumentForm({
  onSaved,
  onCancel,
}: {
  onSaved: (document: DocumentRecord) => void;
  onCancel: () => void;
}) {
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState<DocumentCategory>('notulen');
  const [file, setFile] = useState<File | null>(null);
  const { errors, formError, busy, submit } = useFormSubmission<Errors>({
    validate: () => validateDocument(title, file),
    save: async () => {
      const form = new FormData();
      form.set('title', title.trim());
      form.set('category', category);
      form.set('file', file!);
      onSaved(await uploadDocument(form));
    },
    serverErrors: (failure) => fieldErrors(failure) as Errors,
    describe: describeError,
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Document uploaden">
      <TextField
        label="Titel"
        name="title"
        maxLength={200}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={errors.title}
      />
      <SelectField
        label="Soort"
        name="category"
        options={(Object.keys(CATEGORY_LABELS) as DocumentCategory[]).map((value) => ({
          value,
          label: CATEGORY_LABELS[value],
        }))}
        value={category}
        onChange={(event) => setCategory(event.target.value as DocumentCategory)}
      />
      <TextField
        label="Bestand"
        name="file"
        type="file"
        accept={TYPES.join(',')}
        hint="PDF, Word of OpenDocument, hoogstens 20 MB."
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        error={errors.file}
      />
      <FormActions
        formError={formError}
        busy={busy}
        submitLabel="Uploaden"
        busyLabel="Bezig met uploaden…"
        onCancel={onCancel}
      />
    </form>
  );
}
