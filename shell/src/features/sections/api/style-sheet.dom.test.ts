import { afterEach, describe, expect, it } from 'vitest';
import { addStyleSheet } from './style-sheet.ts';

const HREF = 'http://localhost:3000/sections/events/1/assets/section.css';
const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

afterEach(() => {
  for (const link of links()) link.remove();
});

describe('addStyleSheet', () => {
  it('adds the sheet with crossorigin (as the server preloads it) and resolves once it has loaded', async () => {
    let settled = false;
    const added = addStyleSheet(HREF).then(() => (settled = true));
    const [link] = links();
    expect(link?.href).toBe(HREF);
    expect(link?.crossOrigin).toBe('anonymous');
    await Promise.resolve();
    expect(settled).toBe(false);
    link!.dispatchEvent(new Event('load'));
    await added;
    expect(settled).toBe(true);
  });

  it('adds a sheet once, however often a section is loaded', async () => {
    const first = addStyleSheet(HREF);
    const second = addStyleSheet(HREF);
    expect(links()).toHaveLength(1);
    links()[0]!.dispatchEvent(new Event('load'));
    await Promise.all([first, second]);
    await addStyleSheet(HREF); // already loaded: resolves at once
    expect(links()).toHaveLength(1);
  });

  it('rejects in Dutch when the sheet fails, and removes it so a retry adds it anew', async () => {
    const added = addStyleSheet(HREF);
    links()[0]!.dispatchEvent(new Event('error'));
    await expect(added).rejects.toThrow(
      'Opmaak http://localhost:3000/sections/events/1/assets/section.css laadt niet.',
    );
    expect(links()).toHaveLength(0);
  });
});
