import { describe, expect, it } from 'vitest';
import { notificationOf, sitePath } from './push-message.ts';

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
    );
    expect(shown.title).toBe('Je hebt een plek');
    expect(shown.options).toMatchObject({
      body: 'Schaatsweekend',
      tag: 'wachtlijst-e1',
      icon: '/icons/tjas-crest-192.png',
      data: { url: '/evenementen/e1' },
    });
  });

  it('is never silent: without usable JSON it shows the product’s name', () => {
    expect(notificationOf('geen json', 'Tjas').title).toBe('Tjas');
    expect(notificationOf(null, 'Tjas').options.data.url).toBe('/');
  });
});

describe('the page a notification opens', () => {
  it('is a path of this site only', () => {
    expect(sitePath('/account')).toBe('/account');
    for (const url of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 42])
      expect(sitePath(url), String(url)).toBe('/');
  });
});
