import { FULL_LIST_BATCH, getPocketBase, type SponsorsResponse } from '@tjas/auth';

export type SponsorTier = 'goud' | 'zilver' | 'brons';

export type SponsorRecord = SponsorsResponse;

export const TIERS: readonly { value: SponsorTier; label: string }[] = [
  { value: 'goud', label: 'Goud' },
  { value: 'zilver', label: 'Zilver' },
  { value: 'brons', label: 'Brons' },
];

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
