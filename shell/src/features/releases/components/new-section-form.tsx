import { FormActions, SelectField, TextField, useAsync, useFormSubmission } from '@tjas/ui';
import { sectionPlacesLimits } from '@tjas/schema/field-limits';
import { SECTION_PLACE_MESSAGES } from '@tjas/schema/rules/section-places';
import { useState } from 'react';
import { createSectionPlace, listCommittees, type NewSectionPlace } from '../api/section-places-api.ts';
import { describeRefusal, refusalFieldErrors } from '../api/release-refusals.ts';
import { takenOrdersText, type MenuPlace } from '../lib/menu-orders.ts';

type Draft = Record<'name' | 'label' | 'prefix' | 'order' | 'committee', string>;
type Errors = Partial<Draft>;

const EMPTY: Draft = { name: '', label: '', prefix: '', order: '', committee: '' };

/**
 * An admin's place for a new section (#35 item 6): its name (the folder remotes/<name>), menu
 * name, path, order and the committee that releases it. Once made, that committee releases the
 * section with `pnpm release:section`, without a maintainer. The server checks every rule (a
 * free name and path, no page of the site) and says why it refuses; the browser only what is missing.
 */
export function NewSectionForm({
  taken,
  onCreated,
}: {
  /** The sections on the site and the places made for new ones: their orders are shown in the hint. */
  taken: readonly MenuPlace[];
  onCreated: (place: NewSectionPlace, committee: string) => void;
}) {
  const inUse = takenOrdersText(taken);
  const [committees] = useAsync(listCommittees, 'committees-for-sections');
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const place = (): NewSectionPlace => ({
    name: draft.name.trim(),
    label: draft.label.trim(),
    prefix: draft.prefix.trim(),
    order: Number(draft.order.trim()),
    committee: draft.committee,
  });
  const options = [
    { value: '', label: 'Kies een commissie' },
    ...(committees.status === 'ready' ? committees.data.map((item) => ({ value: item.id, label: item.name })) : []),
  ];
  const { field, formError, busy, submit } = useFormSubmission<Errors, Draft>({
    draft,
    setDraft,
    validate: () => ({
      ...(draft.name.trim() === '' ? { name: 'Geef de sectie een naam, zoals verslagen.' } : {}),
      ...(draft.label.trim() === '' ? { label: 'Geef de sectie een naam voor het menu.' } : {}),
      ...(draft.prefix.trim() === '' ? { prefix: 'Geef de sectie een pad, zoals /verslagen.' } : {}),
      ...(draft.order.trim() === '' || !Number.isInteger(Number(draft.order))
        ? { order: 'Geef de sectie een plek in het menu: een heel getal.' }
        : {}),
      ...(draft.committee === '' ? { committee: SECTION_PLACE_MESSAGES.committee } : {}),
    }),
    save: async () => {
      const made = place();
      if (!(await createSectionPlace(made))) return;
      const committee = options.find((option) => option.value === made.committee)?.label ?? '';
      setDraft(EMPTY);
      onCreated(made, committee);
    },
    fields: ['name', 'label', 'prefix', 'order', 'committee'],
    serverErrors: refusalFieldErrors,
    describe: describeRefusal,
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Nieuwe sectie">
      <TextField
        label="Naam van de sectie"
        required
        maxLength={sectionPlacesLimits.name.max}
        hint="Kleine letters, cijfers of streepjes; de map remotes/<naam> en de naam bij npm run -s release:section."
        {...field('name')}
      />
      <TextField label="Naam in het menu" required maxLength={sectionPlacesLimits.label.max} {...field('label')} />
      <TextField
        label="Pad"
        required
        maxLength={sectionPlacesLimits.prefix.max}
        hint="Een / met kleine letters, cijfers of streepjes; niet een pad van de site zelf."
        {...field('prefix')}
      />
      <TextField
        label="Volgorde in het menu"
        required
        inputMode="numeric"
        hint={`Lager staat eerder; de sectie met de laagste staat vooraan en is de startpagina.${inUse ? ` In gebruik: ${inUse}.` : ''}`}
        {...field('order')}
      />
      <SelectField
        label="Commissie die de sectie uitbrengt"
        required
        options={options}
        hint="Leden van deze commissie brengen de sectie uit en keuren elkaars releases goed; beheerders kunnen het altijd."
        {...field('committee')}
      />
      <FormActions formError={formError} busy={busy} submitLabel="Sectie aanmaken" />
    </form>
  );
}
