import { describeError, fieldErrors } from '@tjas/auth';
import { FormActions, TextField, useFormSubmission } from '@tjas/ui';
import { sectionsLimits } from '@tjas/schema/field-limits';
import { useState } from 'react';
import { placeSection, type SectionPlace } from '../api/releases-api.ts';

interface Props {
  section: string;
  /** For a section that is off the site: the version it comes back with. */
  version?: string;
  /** The place it has now, or a proposal for a section that is off the site. */
  initial: SectionPlace;
  submitLabel: string;
  onSaved: (place: SectionPlace) => void;
}

type PlaceErrors = Partial<Record<'label' | 'prefix' | 'order', string>>;

/**
 * An admin's choice of where a section lives: its menu name, path and order. The server checks
 * every rule (a path of its own, no page of the shell) and says why it refuses; the browser
 * checks only what is missing.
 */
export function SectionPlaceForm({ section, version, initial, submitLabel, onSaved }: Props) {
  const [label, setLabel] = useState(initial.label);
  const [prefix, setPrefix] = useState(initial.prefix);
  const [order, setOrder] = useState(initial.order === null ? '' : String(initial.order));
  const place = (): SectionPlace => ({
    label: label.trim(),
    prefix: prefix.trim(),
    order: order.trim() === '' ? null : Number(order),
  });
  const { errors, formError, busy, submit } = useFormSubmission<PlaceErrors>({
    validate: () => ({
      ...(label.trim() === '' ? { label: 'Geef de sectie een naam voor het menu.' } : {}),
      ...(prefix.trim() === '' ? { prefix: 'Geef de sectie een pad, zoals /sport.' } : {}),
      ...(order.trim() !== '' && !Number.isInteger(Number(order)) ? { order: 'De volgorde is een heel getal.' } : {}),
    }),
    save: async () => {
      if (await placeSection(section, place(), version)) onSaved(place());
    },
    fields: ['label', 'prefix', 'order'],
    serverErrors: fieldErrors,
    describe: describeError,
  });

  return (
    <form onSubmit={submit} noValidate aria-label={`Plaats van ${section}`}>
      <TextField
        label="Naam in het menu"
        name="label"
        required
        maxLength={sectionsLimits.label.max}
        value={label}
        onChange={(event) => setLabel(event.target.value)}
        error={errors.label}
      />
      <TextField
        label="Pad"
        name="prefix"
        required
        maxLength={sectionsLimits.prefix.max}
        hint="Een / met kleine letters, cijfers of streepjes; niet een pad van de site zelf."
        value={prefix}
        onChange={(event) => setPrefix(event.target.value)}
        error={errors.prefix}
      />
      <TextField
        label="Volgorde in het menu (optioneel)"
        name="order"
        inputMode="numeric"
        hint="Lager staat eerder; de eerste sectie is de startpagina."
        value={order}
        onChange={(event) => setOrder(event.target.value)}
        error={errors.order}
      />
      <FormActions formError={formError} busy={busy} submitLabel={submitLabel} />
    </form>
  );
}
