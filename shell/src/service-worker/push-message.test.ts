import { describe, expect, it } from 'vitest';
import { notificationOf, sitePath, siteUrl } from './push-message.ts';

const ORIGIN = 'https://leden.tjas.example';
// Each of these is another site (or no page) once the browser resolves it: the URL parser drops
// tabs and newlines, reads a backslash as a slash, and '/.//x' has the path '//x'.
const ELSEWHERE = [
  '/\t/evil.example/x',
  '/\n/evil.example/x',
  '/\r\n/evil.example/x',
  '//evil.example/x',
  '\\\\evil.example',
  '/\\evil.example',
  '/.//evil.example/x',
  'https://evil.example/',
  'javascript:alert(1)',
  42,
];

describe('a push message', () => {
  it('shows its title, text and tag with the crest, and remembers the page to open', () => {
    const shown = notificationOf(
      JSON.stringify({
        title: 'Je hebt een plek',
        body: 'Schaatsweekend',
        url: '/evenementen/e1',
        tag: 'wachtlijst-e1',
      }),
      'Tjas',
      ORIGIN,
    );
    expect(shown.title).toBe('Je hebt een plek');
    expect(shown.options).toMatchObject({
      body: 'Schaatsweekend',
      tag: 'wachtlijst-e1',
      icon: '/icons/tjas-crest-192.png',
      data: { url: '/evenementen/e1' },
    });
  });

  it('with a tag replaces the earlier one with that tag audibly, not silently', () => {
    const moved = notificationOf(JSON.stringify({ title: 'Verplaatst', tag: 'evenement-e1' }), 'Tjas', ORIGIN);
    const cancelled = notificationOf(JSON.stringify({ title: 'Afgelast', tag: 'evenement-e1' }), 'Tjas', ORIGIN);
    expect([moved.options, cancelled.options]).toMatchObject([
      { tag: 'evenement-e1', renotify: true },
      { tag: 'evenement-e1', renotify: true },
    ]);
    // Without a tag nothing is replaced (and renotify without a tag is an error in the browser).
    expect(notificationOf(JSON.stringify({ title: 'Los' }), 'Tjas', ORIGIN).options).not.toHaveProperty('renotify');
  });

  it('is never silent: without usable JSON it shows the product’s name', () => {
    expect(notificationOf('geen json', 'Tjas', ORIGIN).title).toBe('Tjas');
    expect(notificationOf(null, 'Tjas', ORIGIN).options.data.url).toBe('/');
  });
});

describe('the page a notification opens', () => {
  it('is a path of this site only', () => {
    expect(sitePath('/account', ORIGIN)).toBe('/account');
    expect(sitePath('/evenementen/e1?tab=info#plek', ORIGIN)).toBe('/evenementen/e1?tab=info#plek');
    expect(sitePath(`${ORIGIN}/account`, ORIGIN)).toBe('/account');
    for (const url of ELSEWHERE) expect(sitePath(url, ORIGIN), JSON.stringify(url)).toBe('/');
  });

  it('is opened on this site only, also from data a notification kept', () => {
    expect(siteUrl('/evenementen/e1', ORIGIN).href).toBe(`${ORIGIN}/evenementen/e1`);
    for (const url of [...ELSEWHERE, undefined, { url: '/account' }])
      expect(siteUrl(url, ORIGIN).href, JSON.stringify(url)).toBe(`${ORIGIN}/`);
  });

  it('is kept with the notification as a path of this site', () => {
    for (const url of ELSEWHERE)
      expect(notificationOf(JSON.stringify({ url }), 'Tjas', ORIGIN).options.data.url, JSON.stringify(url)).toBe('/');
  });
});
