import { isWebLink } from '@tjas/ui';
import type { SponsorRecord, SponsorTier } from '../api/sponsors-api.ts';
import { countText, megabytesText } from '@tjas/schema/count-text';
import { sponsorsLimits } from '@tjas/schema/field-limits';

export interface SponsorDraft {
  name: string;
  tier: SponsorTier;
  description: string;
  url: string;
  logo: File | null;
}

export type SponsorErrors = Partial<Record<keyof SponsorDraft, string>>;

export const LOGO_MAX_BYTES = sponsorsLimits.logo.maxSize;
export const LOGO_TYPES: readonly string[] = sponsorsLimits.logo.mimeTypes;

export function toDraft(sponsor: SponsorRecord | null): SponsorDraft {
  return {
    name: sponsor?.name ?? '',
    tier: sponsor?.tier ?? 'brons',
    description: sponsor?.description ?? '',
    url: sponsor?.url ?? '',
    logo: null,
  };
}

/** The collection's rules (name 2-100, description up to 2000, http(s) link, logo image up to 1 MB). */
export function validateSponsor(draft: SponsorDraft): SponsorErrors {
  const errors: SponsorErrors = {};
  const name = draft.name.trim();
  const limits = sponsorsLimits;
  if (name.length < limits.name.min) errors.name = `Geef een naam van minstens ${limits.name.min} tekens.`;
  else if (name.length > limits.name.max)
    errors.name = `De naam mag hoogstens ${countText(limits.name.max)} tekens hebben.`;
  if (draft.description.length > limits.description.max)
    errors.description = `De beschrijving mag hoogstens ${countText(limits.description.max)} tekens hebben.`;
  if (draft.url.trim() && !isWebLink(draft.url)) errors.url = 'Vul een geldige link in (https://…).';
  if (draft.logo) {
    if (!LOGO_TYPES.includes(draft.logo.type)) errors.logo = 'Het logo moet een JPG, PNG, WebP of GIF zijn.';
    else if (draft.logo.size > LOGO_MAX_BYTES) errors.logo = `Het logo is groter dan ${megabytesText(LOGO_MAX_BYTES)}.`;
  }
  return errors;
}

export function sponsorFormData(draft: SponsorDraft): FormData {
  const form = new FormData();
  form.set('name', draft.name.trim());
  form.set('tier', draft.tier);
  form.set('description', draft.description.trim());
  form.set('url', draft.url.trim());
  if (draft.logo) form.set('logo', draft.logo);
  return form;
}
