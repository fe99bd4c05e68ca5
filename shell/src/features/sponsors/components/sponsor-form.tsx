import { describeError, fieldErrors } from '@tjas/auth';
import { FormActions, SelectField, TextAreaField, TextField, useFormSubmission } from '@tjas/ui';
import { useState } from 'react';
import { saveSponsor, TIERS, type SponsorRecord } from '../api/sponsors-api.ts';
import {
  LOGO_TYPES,
  sponsorFormData,
  toDraft,
  validateSponsor,
  type SponsorDraft,
  type SponsorErrors,
} from '../lib/sponsor-draft.ts';
import { sponsorsLimits } from '@tjas/schema/field-limits';
import { megabytesText } from '@tjas/schema/count-text';

interface Props {
  sponsor: SponsorRecord | null;
  onSaved: (sponsor: SponsorRecord) => void;
  onCancel: () => void;
}

export function SponsorForm({ sponsor, onSaved, onCancel }: Props) {
  const [draft, setDraft] = useState<SponsorDraft>(() => toDraft(sponsor));
  const { field, fileField, formError, busy, submit } = useFormSubmission<SponsorErrors, SponsorDraft>({
    draft,
    setDraft,
    validate: () => validateSponsor(draft),
    save: async () => onSaved(await saveSponsor(sponsor?.id ?? null, sponsorFormData(draft))),
    fields: ['name', 'url', 'description', 'logo'],
    serverErrors: fieldErrors,
    describe: describeError,
  });

  return (
    <form onSubmit={submit} noValidate aria-label={sponsor ? `${sponsor.name} bewerken` : 'Sponsor toevoegen'}>
      <TextField label="Naam" required maxLength={sponsorsLimits.name.max} {...field('name')} />
      <SelectField label="Niveau" options={TIERS} {...field('tier')} />
      <TextAreaField label="Beschrijving" rows={3} {...field('description')} />
      <TextField label="Website" type="url" inputMode="url" {...field('url')} />
      <TextField
        label={sponsor?.logo ? 'Nieuw logo (optioneel)' : 'Logo'}
        type="file"
        accept={LOGO_TYPES.join(',')}
        hint={`JPG, PNG, WebP of GIF, hoogstens ${megabytesText(sponsorsLimits.logo.maxSize)}.`}
        {...fileField('logo')}
      />
      <FormActions formError={formError} busy={busy} onCancel={onCancel} />
    </form>
  );
}
