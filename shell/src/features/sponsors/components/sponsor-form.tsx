import { describeError, fieldErrors } from '@tjas/auth';
import { FormActions, SelectField, TextAreaField, TextField, useFormSubmission } from '@tjas/ui';
import { useState } from 'react';
import { saveSponsor, TIERS, type SponsorRecord, type SponsorTier } from '../api/sponsors-api.ts';
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
  const { errors, formError, busy, submit } = useFormSubmission<SponsorErrors>({
    validate: () => validateSponsor(draft),
    save: async () => onSaved(await saveSponsor(sponsor?.id ?? null, sponsorFormData(draft))),
    fields: ['name', 'url', 'description', 'logo'],
    serverErrors: fieldErrors,
    describe: describeError,
  });
  const set = <K extends keyof SponsorDraft>(key: K, value: SponsorDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  return (
    <form onSubmit={submit} noValidate aria-label={sponsor ? `${sponsor.name} bewerken` : 'Sponsor toevoegen'}>
      <TextField
        label="Naam"
        name="name"
        required
        maxLength={sponsorsLimits.name.max}
        value={draft.name}
        onChange={(event) => set('name', event.target.value)}
        error={errors.name}
      />
      <SelectField
        label="Niveau"
        name="tier"
        options={TIERS}
        value={draft.tier}
        onChange={(event) => set('tier', event.target.value as SponsorTier)}
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
        label="Website"
        name="url"
        type="url"
        inputMode="url"
        value={draft.url}
        onChange={(event) => set('url', event.target.value)}
        error={errors.url}
      />
      <TextField
        label={sponsor?.logo ? 'Nieuw logo (optioneel)' : 'Logo'}
        name="logo"
        type="file"
        accept={LOGO_TYPES.join(',')}
        hint={`JPG, PNG, WebP of GIF, hoogstens ${megabytesText(sponsorsLimits.logo.maxSize)}.`}
        onChange={(event) => set('logo', event.target.files?.[0] ?? null)}
        error={errors.logo}
      />
      <FormActions formError={formError} busy={busy} onCancel={onCancel} />
    </form>
  );
}
