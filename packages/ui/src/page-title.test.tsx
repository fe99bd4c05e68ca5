import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { NoAccess, NotFoundState } from './components/states.tsx';
import { TITLE_PRIORITY, usePageTitle } from './page-title.ts';

/** A page as a section route renders it: its own title, around whatever its content is. */
function Page({ title, priority, children }: { title: string; priority?: number; children?: ReactNode }) {
  usePageTitle(title, priority);
  return <>{children}</>;
}

describe('usePageTitle', () => {
  it('titles the page "{page} - {product}", and the product alone once no page claims it', () => {
    const view = render(<Page title="Uitslagen" />);
    expect(document.title).toBe('Uitslagen - Tjas');
    view.unmount();
    expect(document.title).toBe('Tjas');
  });

  it('lets a not-found or no-access state inside a page win over the page\u2019s own title', () => {
    const view = render(
      <Page title="Fotoalbum">
        <NotFoundState path="/media/fotoalbums/x" home={null} />
      </Page>,
    );
    expect(document.title).toBe('Page Not Found - Tjas');
    view.rerender(
      <Page title="Postvak">
        <NoAccess />
      </Page>,
    );
    expect(document.title).toBe('Geen toegang - Tjas');
    view.rerender(<Page title="Postvak" />);
    expect(document.title).toBe('Postvak - Tjas');
    view.unmount();
  });

  it('keeps a fallback (the section\u2019s name while it loads) only until a page claims the title', () => {
    const view = render(<Page title="Sport" priority={TITLE_PRIORITY.fallback} />);
    expect(document.title).toBe('Sport - Tjas');
    view.rerender(
      <Page title="Sport" priority={TITLE_PRIORITY.fallback}>
        <Page title="Materiaal" />
      </Page>,
    );
    expect(document.title).toBe('Materiaal - Tjas');
    view.unmount();
  });
});
