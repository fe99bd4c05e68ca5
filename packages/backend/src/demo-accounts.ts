/** The demo logins printed by `pnpm start` and used by the end-to-end tests. */
export const DEMO_PASSWORD = 'tjas-demo-2026';

export interface DemoAccount {
  email: string;
  username: string;
  name: string;
  committees: string[];
  /**
   * Added after the demo data was designed: created after the others and left out of the order
   * the demo's sign-ups, results and orders are handed out by, so those stay as they were.
   */
  addedLater?: boolean;
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
  {
    email: 'acquisitie@tjas.example',
    username: 'acquisitie',
    name: 'Aart Acquisitie',
    committees: ['Acquisitiecommissie'],
  },
  // A second member who may release sport: a release is reviewed by someone other than who made it.
  {
    email: 'trainer@tjas.example',
    username: 'trainer',
    name: 'Tess Trainer',
    committees: ['Sportcommissie'],
    addedLater: true,
  },
];
