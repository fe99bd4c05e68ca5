import { FormActions, TextField, useFormSubmission } from '@tjas/ui';
import { sectionsLimits } from '@tjas/schema/field-limits';
import { useState } from 'react';
import { placeSection, type SectionPlace } from '../api/releases-api.ts';
import { describeRefusal, refusalFieldErrors } from '../api/release-refusals.ts';

interface Props {
  section: string;
  /** For a section that is off the site: the version it comes back with. */
  version?: string;
  /** The place it has now, or a proposal for a section that is off the site. */
  initial: SectionPlace;
  submitLabel: string;
  onSaved: (place: SectionPlace) => void;
}

/** What the admin types: the order as text, empty for none. */
type PlaceDraft = Record<'label' | 'prefix' | 'order', string>;
type PlaceErrors = Partial<PlaceDraft>;

/**
 * An admin's choice of where a section lives: its menu name, path and order. The server checks
 * every rule (a path of its own, no page of the shell) and says why it refuses; the browser
 * checks only what is missing.
 */
export function SectionPlaceForm({ section, version, initial, submitLabel, onSaved }: Props) {
  const [draft, setDraft] = useState<PlaceDraft>({
    label: initial.label,
    prefix: initial.prefix,
    order: initial.order === null ? '' : String(initial.order),
  });
  const place = (): SectionPlace => ({
    label: draft.label.trim(),
    prefix: draft.prefix.trim(),
    order: draft.order.trim() === '' ? null : Number(draft.order),
  });
  const { field, formError, busy, submit } = useFormSubmission<PlaceErrors, PlaceDraft>({
    draft,
    setDraft,
    validate: () => ({
      ...(draft.label.trim() === '' ? { label: 'Geef de sectie een naam voor het menu.' } : {}),
      ...(draft.prefix.trim() === '' ? { prefix: 'Geef de sectie een pad, zoals /sport.' } : {}),
      ...(draft.order.trim() !== '' && !Number.isInteger(Number(draft.order))
        ? { order: 'De volgorde is een heel getal.' }
        : {}),
    }),
    save: async () => {
      if (await placeSection(section, place(), version)) onSaved(place());
    },
    fields: ['label', 'prefix', 'order'],
    serverErrors: refusalFieldErrors,
    describe: describeRefusal,
  });

  return (
    <form onSubmit={submit} noValidate aria-label={`Plaats van ${section}`}>
      <TextField label="Naam in het menu" required maxLength={sectionsLimits.label.max} {...field('label')} />
      <TextField
        label="Pad"
        required
        maxLength={sectionsLimits.prefix.max}
        hint="Een / met kleine letters, cijfers of streepjes; niet een pad van de site zelf."
        {...field('prefix')}
      />
      <TextField
        label="Volgorde in het menu (optioneel)"
        inputMode="numeric"
        hint="Lager staat eerder; de eerste sectie is de startpagina."
        {...field('order')}
      />
      <FormActions formError={formError} busy={busy} submitLabel={submitLabel} />
    </form>
  );
}
