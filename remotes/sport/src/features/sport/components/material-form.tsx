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
  const set = (key: keyof MaterialDraft, value: string) => setDraft((current) => ({ ...current, [key]: value }));
  const { errors, formError, busy, submit } = useFormSubmission<MaterialErrors>({
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
      <TextField
        label="Naam"
        name="name"
        maxLength={materialLimits.name.max}
        value={draft.name}
        onChange={(event) => set('name', event.target.value)}
        error={errors.name}
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
        label="Maten"
        name="sizes"
        hint="Bijvoorbeeld: 40, 42, 44"
        value={draft.sizes}
        onChange={(event) => set('sizes', event.target.value)}
        error={errors.sizes}
      />
      <TextField
        label="Aantal"
        name="total"
        inputMode="numeric"
        value={draft.total}
        onChange={(event) => set('total', event.target.value)}
        error={errors.total}
      />
      <TextField
        label="Beschikbaar"
        name="available"
        inputMode="numeric"
        value={draft.available}
        onChange={(event) => set('available', event.target.value)}
        error={errors.available}
      />
      <TextField
        label="Lenen via"
        name="contact"
        value={draft.contact}
        onChange={(event) => set('contact', event.target.value)}
        error={errors.contact}
      />
      <FormActions formError={formError} busy={busy} onCancel={onCancel} />
    </form>
  );
}
