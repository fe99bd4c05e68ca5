import { describeError, fieldErrors } from '@tjas/auth';
import { FormActions, SelectField, TextField, useFormSubmission } from '@tjas/ui';
import { useState } from 'react';
import { CATEGORY_LABELS, uploadDocument, type DocumentCategory, type DocumentRecord } from '../api/documents-api.ts';
import { countText, megabytesText } from '@tjas/schema/count-text';
import { documentsLimits } from '@tjas/schema/field-limits';

const limits = documentsLimits;
const TYPES: readonly string[] = limits.file.mimeTypes;
type Errors = { title?: string; file?: string };
type DocumentDraft = { title: string; category: DocumentCategory; file: File | null };

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
  const [draft, setDraft] = useState<DocumentDraft>({ title: '', category: 'notulen', file: null });
  const { field, fileField, formError, busy, submit } = useFormSubmission<Errors, DocumentDraft>({
    draft,
    setDraft,
    validate: () => validateDocument(draft.title, draft.file),
    save: async () => {
      const form = new FormData();
      form.set('title', draft.title.trim());
      form.set('category', draft.category);
      form.set('file', draft.file!);
      onSaved(await uploadDocument(form));
    },
    fields: ['title', 'file'],
    serverErrors: fieldErrors,
    describe: describeError,
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Document uploaden">
      <TextField label="Titel" maxLength={limits.title.max} {...field('title')} />
      <SelectField
        label="Soort"
        options={(Object.keys(CATEGORY_LABELS) as DocumentCategory[]).map((value) => ({
          value,
          label: CATEGORY_LABELS[value],
        }))}
        {...field('category')}
      />
      <TextField
        label="Bestand"
        type="file"
        accept={TYPES.join(',')}
        hint={`PDF, Word of OpenDocument, hoogstens ${megabytesText(limits.file.maxSize)}.`}
        {...fileField('file')}
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
