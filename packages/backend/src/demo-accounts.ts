/** The demo logins printed by `pnpm start` and used by the end-to-end tests. */
export const DEMO_PASSWORD = 'tjas-demo-2026';

export interface DemoAccount {
  email: string;
  username: string;
  name: string;
  committees: string[];
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'lid@tjas.example', username: 'lid', name: 'Lotte de Lid', committees: [] },
  { email: 'sport@tjas.example', username: 'sport', name: 'Sem Sporters', committees: ['Sportcommissie'] },
  { email: 'media@tjas.example', username: 'media', name: 'Mila Media', committees: ['Mediacommissie'] },
  {
    email: 'activiteiten@tjas.example',
    username: 'activiteiten',
    name: 'Anouk Activiteiten',
    committees: ['Activiteitencommissie'],
  },
  { email: 'bestuur@tjas.example', username: 'bestuur', name: 'Bram Bestuur', committees: ['Bestuur'] },
  { email: 'pr@tjas.example', username: 'pien.pr', name: 'Pien PR', committees: ['PR-commissie'] },
  { email: 'redactie@tjas.example', username: 'redactie', name: 'Rik Redactie', committees: ['Redactie'] },
  { email: 'ict@tjas.example', username: 'ict', name: 'Ivo ICT', committees: ['ICT-commissie'] },
  { email: 'kleding@tjas.example', username: 'kleding', name: 'Kiki Kleding', committees: ['Kledingcommissie'] },
  { email: 'acquisitie@tjas.example', username: 'acquisitie', name: 'Aart Acquisitie', committees: ['Acquisitiecommissie'] },
];

/**
 * Committees of the demo association. Names are data (a committee may be renamed); rights attach
 * to the stable `key` that the permission table names; `admin` makes members admins.
 */
export const DEMO_COMMITTEES: readonly { key: string; name: string; admin: boolean; description: string }[] = [
  { key: 'bestuur', name: 'Bestuur', admin: true, description: 'Het bestuur van de vereniging.' },
  { key: 'ict', name: 'ICT-commissie', admin: true, description: 'Beheert de website en helpt bij technische problemen.' },
  { key: 'activiteiten', name: 'Activiteitencommissie', admin: false, description: 'Organiseert borrels, weekenden en feesten.' },
  { key: 'sport', name: 'Sportcommissie', admin: false, description: 'Trainingen, wedstrijduitslagen, materiaal en uitlegvideo’s.' },
  { key: 'media', name: 'Mediacommissie', admin: false, description: 'Fotoalbums en nieuwskanalen.' },
  { key: 'pr', name: 'PR-commissie', admin: false, description: 'Promotie van activiteiten en de vereniging.' },
  { key: 'redactie', name: 'Redactie', admin: false, description: 'Het verenigingsblad en de uitglijders.' },
  { key: 'kleding', name: 'Kledingcommissie', admin: false, description: 'Fiets- en schaatskleding in de webshop.' },
  { key: 'acquisitie', name: 'Acquisitiecommissie', admin: false, description: 'Contact met onze sponsors.' },
];
