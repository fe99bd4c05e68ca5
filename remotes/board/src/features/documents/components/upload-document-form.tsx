import { describeError, fieldErrors } from '@tjas/auth';
import { FormActions, SelectField, TextField, useFormSubmission } from '@tjas/ui';
import { useState } from 'react';
import { CATEGORY_LABELS, uploadDocument, type DocumentCategory, type DocumentRecord } from '../api/documents-api.ts';
import { countText, megabytesText } from '@tjas/schema/count-text';
import { documentsLimits } from '@tjas/schema/field-limits';

const limits = documentsLimits;
const TYPES: readonly string[] = limits.file.mimeTypes;
type Errors = { title?: string; file?: string };

export function validateDocument(title: string, file: File | null): Errors {
  const errors: Errors = {};
  if (title.trim().length < limits.title.min) errors.title = `Geef een titel van minstens ${limits.title.min} tekens.`;
  else if (title.trim().length > limits.title.max)
    errors.title = `De titel mag hoogstens ${countText(limits.title.max)} tekens hebben.`;
  if (!file) errors.file = 'Kies een bestand.';
  else if (!TYPES.includes(file.type)) errors.file = 'Alleen PDF, Word (.docx) of OpenDocument (.odt).';
  else if (file.size > limits.file.maxSize)
    errors.file = `Dit bestand is groter dan ${megabytesText(limits.file.maxSize)}.`;
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
    fields: ['title', 'file'],
    serverErrors: fieldErrors,
    describe: describeError,
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Document uploaden">
      <TextField
        label="Titel"
        name="title"
        maxLength={limits.title.max}
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
        hint={`PDF, Word of OpenDocument, hoogstens ${megabytesText(limits.file.maxSize)}.`}
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
