import { expect, it } from 'vitest';
import { isWebLink } from './web-link.ts';

it('accepts http(s) links only', () => {
  expect(isWebLink('https://tjas.example/a?b=1')).toBe(true);
  expect(isWebLink(' http://tjas.example ')).toBe(true);
  for (const bad of ['javascript:alert(1)', 'data:text/html,x', '/evenementen', 'geen link', 'ftp://x.example']) {
    expect(isWebLink(bad)).toBe(false);
  }
});
