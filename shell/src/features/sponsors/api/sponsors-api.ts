import { FULL_LIST_BATCH, getPocketBase, type SponsorsResponse, type SponsorsTierOptions } from '@tjas/auth';

/** The schema's tiers (generated): a tier added there fails the type check here until it has a label. */
export type SponsorTier = SponsorsTierOptions;

export type SponsorRecord = SponsorsResponse;

const TIER_LABELS: Record<SponsorTier, string> = { goud: 'Goud', zilver: 'Zilver', brons: 'Brons' };

export const TIERS: readonly { value: SponsorTier; label: string }[] = (Object.keys(TIER_LABELS) as SponsorTier[]).map(
  (value) => ({ value, label: TIER_LABELS[value] }),
);

export function listSponsors(): Promise<SponsorRecord[]> {
  return getPocketBase().collection('sponsors').getFullList<SponsorRecord>({ batch: FULL_LIST_BATCH, sort: 'name' });
}

export function saveSponsor(id: string | null, body: FormData): Promise<SponsorRecord> {
  const sponsors = getPocketBase().collection('sponsors');
  return id ? sponsors.update<SponsorRecord>(id, body) : sponsors.create<SponsorRecord>(body);
}

export function deleteSponsor(id: string): Promise<boolean> {
  return getPocketBase().collection('sponsors').delete(id);
}

export function logoUrl(sponsor: SponsorRecord): string {
  return sponsor.logo ? getPocketBase().files.getURL(sponsor, sponsor.logo, { thumb: '240x120f' }) : '';
}
