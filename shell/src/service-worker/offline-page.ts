import { formatDateTime } from '@tjas/ui/format/date-time';
import { escapeMarkup } from '../lib/escape-markup.ts';
import type { SavedData, SavedRead } from './offline-store.ts';

/**
 * The page a member sees when a page cannot load because the device is offline: their own
 * upcoming sign-ups and the events list as last seen, each with the time it was read, clearly
 * marked as possibly out of date. Plain HTML without any script, written by the worker from what
 * it kept (offline-store.ts); every text from the data is escaped.
 */

/** The page's one style, allowed by its hash in the page's own Content-Security-Policy. */
export const OFFLINE_PAGE_STYLE = `
:root{color-scheme:light dark;--brand:light-dark(#0b4f8a,#7cb8f0);--text:light-dark(#16191d,#e8edf2);--muted:light-dark(#4f5965,#aab5c1);--surface:light-dark(#fff,#1b232c);--bg:light-dark(#eef2f6,#11171d);--border:light-dark(#8a95a3,#6d7a88)}
body{margin:0;background:var(--bg);color:var(--text);font:1rem/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem}
header{display:flex;gap:.75rem;align-items:center}
h1{margin:0;font-size:1.5rem;color:var(--brand)}
h2{font-size:1.125rem;margin:0 0 .25rem}
section{background:var(--surface);border:1px solid var(--border);border-radius:.5rem;padding:1rem;margin-top:1rem}
ul{list-style:none;margin:.5rem 0 0;padding:0}
li{padding:.5rem 0;border-top:1px solid var(--border)}
li:first-child{border-top:0}
.muted{color:var(--muted);font-size:.875rem;margin:0}
a{color:var(--brand)}
`;

interface EventItem {
  id?: unknown;
  title?: unknown;
  start?: unknown;
  location?: unknown;
  cancelled?: unknown;
}

interface SignupItem {
  event?: unknown;
  status?: unknown;
  expand?: { event?: EventItem };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function savedLine(read: SavedRead): string {
  const when = formatDateTime(read.savedAt);
  return `<p class="muted">Zoals je het laatst zag${when ? `, bijgewerkt ${escapeMarkup(when)}` : ''}. Het kan inmiddels veranderd zijn.</p>`;
}

function eventLine(event: EventItem, extra = ''): string {
  const start = formatDateTime(text(event.start));
  const details = [start, text(event.location)].filter(Boolean).map(escapeMarkup).join(' · ');
  const cancelled = event.cancelled === true ? ' <strong>(geannuleerd)</strong>' : '';
  return `<li><strong>${escapeMarkup(text(event.title) || 'Evenement')}</strong>${cancelled}${extra}${details ? `<br><span class="muted">${details}</span>` : ''}</li>`;
}

function signupsSection(data: SavedData): string {
  if (!data.signups) return '';
  const events = new Map<string, EventItem>();
  for (const event of (data.events?.items ?? []) as EventItem[])
    if (typeof event.id === 'string') events.set(event.id, event);
  const lines = (data.signups.items as SignupItem[]).map((signup) => {
    const event = signup.expand?.event ?? events.get(text(signup.event)) ?? {};
    const place = signup.status === 'waiting' ? ' — op de wachtlijst' : ' — aangemeld';
    return eventLine(event, escapeMarkup(place));
  });
  return `<section aria-labelledby="mijn"><h2 id="mijn">Je aanmeldingen</h2>${savedLine(data.signups)}${
    lines.length > 0 ? `<ul>${lines.join('')}</ul>` : '<p>Je was nergens voor aangemeld.</p>'
  }</section>`;
}

function eventsSection(data: SavedData): string {
  if (!data.events) return '';
  const lines = (data.events.items as EventItem[]).map((event) => eventLine(event));
  return `<section aria-labelledby="evenementen"><h2 id="evenementen">Evenementen</h2>${savedLine(data.events)}${
    lines.length > 0 ? `<ul>${lines.join('')}</ul>` : '<p>Er stonden geen evenementen gepland.</p>'
  }</section>`;
}

/**
 * The offline page for `page` (the address the member tried to open, of this site). Its link to try
 * again is the whole address: a path written as the link would name another site when it starts
 * with '//' ('https://leden…//evil.example/x' has the path '//evil.example/x').
 */
export function offlinePageHtml(productName: string, page: URL, data: SavedData): string {
  const sections = signupsSection(data) + eventsSection(data);
  return `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Offline · ${escapeMarkup(productName)}</title><style>${OFFLINE_PAGE_STYLE}</style></head>
<body><main data-offline-page>
<header><img src="/icons/tjas-crest.svg" alt="" width="48" height="48"><h1>Je bent offline</h1></header>
<p>${escapeMarkup(productName)} is nu niet te bereiken: je apparaat heeft geen verbinding. Zodra je weer online bent, doet de pagina het weer.</p>
<p><a href="${escapeMarkup(page.href)}">Opnieuw proberen</a></p>
${sections || '<p class="muted">Er is op dit apparaat niets van je bewaard om offline te laten zien.</p>'}
</main></body></html>`;
}
