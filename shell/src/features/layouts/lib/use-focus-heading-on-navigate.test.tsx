import { act, render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { useNavigate, useRoutes } from '@tjas/router';
import { MemoryRouter } from '@tjas/router/testing';
import { describe, expect, it } from 'vitest';
import { useFocusHeadingOnNavigate } from './use-focus-heading-on-navigate.ts';

let go: (to: string) => void = () => undefined;

const PAGES = [
  { path: '/', element: <h1>Start</h1> },
  { path: '/sport', element: <h1>Uitslagen</h1> },
];

function Layout() {
  const content = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigate(content);
  go = useNavigate();
  return (
    <>
      <button type="button">Menu</button>
      <main ref={content} tabIndex={-1}>
        {useRoutes(PAGES)}
      </main>
    </>
  );
}

describe('useFocusHeadingOnNavigate', () => {
  it('leaves the first load alone, then puts the focus on the new page\u2019s heading', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Layout />
      </MemoryRouter>,
    );
    screen.getByRole('button', { name: 'Menu' }).focus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu' }));
    act(() => go('/sport'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Uitslagen' })));
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
  });
});
