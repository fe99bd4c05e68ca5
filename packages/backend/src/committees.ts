import type PocketBase from 'pocketbase';

/**
 * The association's committees: the demo's, and what a new production site starts with (rights
 * attach to the stable `key` the permission table names; names are data a board may change;
 * `admin` makes members admins).
 */
export const COMMITTEES: readonly { key: string; name: string; admin: boolean; description: string }[] = [
  { key: 'bestuur', name: 'Bestuur', admin: true, description: 'Het bestuur van de vereniging.' },
  {
    key: 'ict',
    name: 'ICT-commissie',
    admin: true,
    description: 'Beheert de website en helpt bij technische problemen.',
  },
  {
    key: 'activiteiten',
    name: 'Activiteitencommissie',
    admin: false,
    description: 'Organiseert borrels, weekenden en feesten.',
  },
  {
    key: 'sport',
    name: 'Sportcommissie',
    admin: false,
    description: 'Trainingen, wedstrijduitslagen, materiaal en uitlegvideo’s.',
  },
  { key: 'media', name: 'Mediacommissie', admin: false, description: 'Fotoalbums en nieuwskanalen.' },
  { key: 'pr', name: 'PR-commissie', admin: false, description: 'Promotie van activiteiten en de vereniging.' },
  { key: 'redactie', name: 'Redactie', admin: false, description: 'Het verenigingsblad en de uitglijders.' },
  { key: 'kleding', name: 'Kledingcommissie', admin: false, description: 'Fiets- en schaatskleding in de webshop.' },
  { key: 'acquisitie', name: 'Acquisitiecommissie', admin: false, description: 'Contact met onze sponsors.' },
];

/** Creates the committees when there are none (a new site); an existing site keeps its own. */
export async function ensureCommittees(pb: PocketBase): Promise<Map<string, string> | undefined> {
  const existing = await pb.collection('committees').getList(1, 1, { skipTotal: true });
  if (existing.items.length > 0) return undefined;
  const ids = new Map<string, string>();
  for (const committee of COMMITTEES) ids.set(committee.name, (await pb.collection('committees').create(committee)).id);
  return ids;
}
