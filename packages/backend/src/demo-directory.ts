import type PocketBase from 'pocketbase';

/**
 * What demo members fill in and share in the members' directory (/leden): different choices, so
 * the directory shows each case. Lotte de Lid fills in her study but shares nothing. Written as
 * superuser: the details are hidden fields, which members change through /api/tjas/mijn-profiel.
 */
const DEMO_DETAILS: Record<
  string,
  { phone?: string; study?: string; joined_year?: number; shared: string[]; emailVisibility?: boolean }
> = {
  lid: { study: 'Rechten', joined_year: 2025, shared: [] },
  sport: {
    phone: '06 1234 5601',
    study: 'Bewegingswetenschappen',
    joined_year: 2022,
    shared: ['study', 'joined_year'],
  },
  media: {
    phone: '06 2345 6702',
    study: 'Communicatiewetenschap',
    joined_year: 2023,
    shared: ['phone', 'study', 'joined_year'],
    emailVisibility: true,
  },
  bestuur: {
    phone: '06 3456 7803',
    study: 'Bedrijfskunde',
    joined_year: 2021,
    shared: ['phone'],
    emailVisibility: true,
  },
};

/** Fills in the demo members' directory details (`usersByName`: username to id). */
export async function seedDirectoryDetails(pb: PocketBase, usersByName: ReadonlyMap<string, string>): Promise<void> {
  for (const [username, details] of Object.entries(DEMO_DETAILS)) {
    const id = usersByName.get(username);
    if (id) await pb.collection('users').update(id, details, { requestKey: null });
  }
}
