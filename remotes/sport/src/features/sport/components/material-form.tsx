import { describeError, fieldErrors } from '@tjas/auth';
import { FormActions, TextAreaField, TextField, useFormSubmission } from '@tjas/ui';
import { useState } from 'react';
import { saveMaterial, type MaterialRecord } from '../api/sport-api.ts';
import { validateMaterial, type MaterialDraft, type MaterialErrors } from '../lib/material-draft.ts';
import { materialLimits } from '@tjas/schema/field-limits';

export function MaterialForm({
  item,
  onSaved,
  onCancel,
}: {
  item: MaterialRecord | null;
  onSaved: (item: MaterialRecord) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<MaterialDraft>({
    name: item?.name ?? '',
    description: item?.description ?? '',
    sizes: item?.sizes ?? '',
    total: String(item?.total ?? 1),
    available: String(item?.available ?? 1),
    contact: item?.contact ?? '',
  });
  const { field, formError, busy, submit } = useFormSubmission<MaterialErrors, MaterialDraft>({
    draft,
    setDraft,
    validate: () => validateMaterial(draft),
    save: async () =>
      onSaved(
        await saveMaterial(item?.id ?? null, {
          name: draft.name.trim(),
          description: draft.description.trim(),
          sizes: draft.sizes.trim(),
          total: Number(draft.total),
          available: Number(draft.available),
          contact: draft.contact.trim(),
        }),
      ),
    fields: ['name', 'description', 'sizes', 'total', 'available', 'contact'],
    serverErrors: fieldErrors,
    describe: describeError,
  });

  return (
    <form onSubmit={submit} noValidate aria-label={item ? `${item.name} bewerken` : 'Materiaal toevoegen'}>
      <TextField label="Naam" maxLength={materialLimits.name.max} {...field('name')} />
      <TextAreaField label="Beschrijving" rows={3} {...field('description')} />
      <TextField label="Maten" hint="Bijvoorbeeld: 40, 42, 44" {...field('sizes')} />
      <TextField label="Aantal" inputMode="numeric" {...field('total')} />
      <TextField label="Beschikbaar" inputMode="numeric" {...field('available')} />
      <TextField label="Lenen via" {...field('contact')} />
      <FormActions formError={formError} busy={busy} onCancel={onCancel} />
    </form>
  );
}
