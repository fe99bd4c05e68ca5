import { describeError, fieldErrors } from '@tjas/auth';
import { FormActions, TextAreaField, TextField, useFormSubmission } from '@tjas/ui';
import { useState } from 'react';
import { saveMaterial, type MaterialRecord } from '../api/sport-api.ts';
import { countText } from '@tjas/schema/count-text';
import { materialLimits } from '@tjas/schema/field-limits';

interface Draft {
  name: string;
  description: string;
  sizes: string;
  total: string;
  available: string;
  contact: string;
}
type Errors = Partial<Record<keyof Draft, string>>;

export function validateMaterial(draft: Draft): Errors {
  const errors: Errors = {};
  const limits = materialLimits;
  if (draft.name.trim().length < limits.name.min) errors.name = `Geef een naam van minstens ${limits.name.min} tekens.`;
  else if (draft.name.trim().length > limits.name.max)
    errors.name = `De naam mag hoogstens ${countText(limits.name.max)} tekens hebben.`;
  if (draft.description.length > limits.description.max)
    errors.description = `De beschrijving mag hoogstens ${countText(limits.description.max)} tekens hebben.`;
  const total = Number(draft.total);
  const available = Number(draft.available);
  if (!Number.isInteger(total) || total < limits.total.min || total > limits.total.max)
    errors.total = `Vul een aantal van ${limits.total.min} tot ${limits.total.max} in.`;
  if (!Number.isInteger(available) || available < 0) errors.available = 'Vul een aantal van 0 of meer in.';
  else if (!errors.total && available > total)
    errors.available = 'Er kunnen niet meer stuks beschikbaar zijn dan er zijn.';
  return errors;
}

export function MaterialForm({
  item,
  onSaved,
  onCancel,
}: {
  item: MaterialRecord | null;
  onSaved: (item: MaterialRecord) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<Draft>({
    name: item?.name ?? '',
    description: item?.description ?? '',
    sizes: item?.sizes ?? '',
    total: String(item?.total ?? 1),
    available: String(item?.available ?? 1),
    contact: item?.contact ?? '',
  });
  const set = (key: keyof Draft, value: string) => setDraft((current) => ({ ...current, [key]: value }));
  const { errors, formError, busy, submit } = useFormSubmission<Errors>({
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
    fields: ['name', 'description', 'total', 'available'],
    serverErrors: fieldErrors,
    describe: describeError,
  });

  return (
    <form onSubmit={submit} noValidate aria-label={item ? `${item.name} bewerken` : 'Materiaal toevoegen'}>
      <TextField
        label="Naam"
        name="name"
        maxLength={100}
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
      />
      <FormActions formError={formError} busy={busy} onCancel={onCancel} />
    </form>
  );
}
