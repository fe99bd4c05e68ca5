import { describe, expect, it } from 'vitest';
import { offlinePageHtml } from './offline-page.ts';

const savedAt = '2026-02-07T18:30:00.000Z';
const ORIGIN = 'https://leden.tjas.example';
const at = (path: string) => new URL(`${ORIGIN}${path}`);

describe('the offline page', () => {
  it('says the member is offline and shows their sign-ups and the events as last seen, with the time', () => {
    const html = offlinePageHtml('Tjas', at('/evenementen'), {
      events: {
        savedAt,
        items: [
          { id: 'e1', title: 'Schaatsweekend', start: '2026-02-14 09:00:00.000Z', location: 'Thialf' },
          { id: 'e2', title: 'Borrel', start: '2026-02-20 20:00:00.000Z', cancelled: true },
        ],
      },
      signups: { savedAt, items: [{ event: 'e1', status: 'waiting' }] },
    });
    expect(html).toContain('<h1>Je bent offline</h1>');
    expect(html).toContain('<h2 id="mijn">Je aanmeldingen</h2>');
    expect(html).toMatch(/Schaatsweekend<\/strong> — op de wachtlijst/);
    expect(html).toContain('Borrel</strong> <strong>(geannuleerd)</strong>');
    expect(html).toContain('bijgewerkt za 7 feb 2026, 19:30');
    expect(html).toContain(`<a href="${ORIGIN}/evenementen">Opnieuw proberen</a>`);
    expect(html).not.toContain('<script');
  });

  it('names an event from the sign-up’s own expansion, and escapes every text', () => {
    const html = offlinePageHtml('Tjas', at('/x"><script>?a="<b>'), {
      signups: { savedAt, items: [{ event: 'e9', status: 'confirmed', expand: { event: { title: '<img src=x>' } } }] },
    });
    expect(html).toContain('&#60;img src=x&#62;</strong> — aangemeld');
    expect(html).not.toContain('<img src=x>');
    expect(html).not.toContain('<script>');
  });

  it('tries again at the same page of this site, never another site', () => {
    for (const path of ['//evil.example/x', '/\\evil.example/x', '/.//evil.example/x']) {
      const html = offlinePageHtml('Tjas', at(path), {});
      const href = /<a href="([^"]*)">Opnieuw proberen<\/a>/.exec(html)?.[1] ?? '';
      expect(new URL(href, at('/evenementen')).origin, path).toBe(ORIGIN);
    }
    expect(offlinePageHtml('Tjas', at('/account?tab=meldingen'), {})).toContain(
      `href="${ORIGIN}/account?tab=meldingen"`,
    );
  });

  it('shows nothing of a member when nothing is kept (after a logout)', () => {
    const html = offlinePageHtml('Tjas', at('/'), {});
    expect(html).toContain('Er is op dit apparaat niets van je bewaard');
    expect(html).not.toContain('Je aanmeldingen');
  });
});
