/**
 * Adds a section's style sheet to the page (once) and resolves when it has loaded, so a section
 * never renders unstyled. `crossorigin` matches the page response's preload of the same file,
 * which the browser would otherwise fetch a second time.
 */
export function addStyleSheet(href: string): Promise<void> {
  const existing = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find(
    (link) => link.href === href,
  );
  if (existing?.dataset['loaded'] === 'true') return Promise.resolve();
  const link = existing ?? document.createElement('link');
  const loaded = new Promise<void>((resolve, reject) => {
    link.addEventListener(
      'load',
      () => {
        link.dataset['loaded'] = 'true';
        resolve();
      },
      { once: true },
    );
    link.addEventListener(
      'error',
      () => {
        link.remove(); // a later attempt adds it anew
        reject(new Error(`Opmaak ${href} laadt niet.`));
      },
      { once: true },
    );
  });
  if (!existing) {
    link.rel = 'stylesheet';
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.append(link);
  }
  return loaded;
}
