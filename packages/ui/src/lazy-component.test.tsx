import { render, screen } from '@testing-library/react';
import { Component, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazy-component.tsx';

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: unknown) {
    return { error: String(error) };
  }
  override render() {
    return this.state.error ? <p>Fout: {this.state.error}</p> : this.props.children;
  }
}

/** A turn of Node's event loop, where React's scheduler works (it runs on setImmediate here, not on timers). */
const nextTurn = () =>
  new Promise<void>((resolve) =>
    (globalThis as unknown as { setImmediate: (run: () => void) => void }).setImmediate(resolve),
  );

/** Whether `check` holds within a few hundred turns of the event loop (no timers: they may be held). */
async function within(check: () => unknown): Promise<boolean> {
  for (let turn = 0; turn < 300 && !check(); turn++) await nextTurn();
  return Boolean(check());
}

/**
 * Renders with React's own scheduling, as in a browser, not inside act(): act() flushes what React
 * would hold back, and runs effects right after their render.
 */
async function outsideAct(test: (container: HTMLElement, root: ReturnType<typeof createRoot>) => Promise<void>) {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  try {
    await test(container, root);
  } finally {
    root.unmount();
    container.remove();
    scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
}

describe('lazyComponent', () => {
  it('shows the component as soon as its chunk is in, without waiting for a timer (issue #33)', async () => {
    let chunkIn: ((component: ComponentType<{ name: string }>) => void) | undefined;
    const Page = lazyComponent(
      () => new Promise<ComponentType<{ name: string }>>((resolve) => (chunkIn = resolve)),
      <p>Laden…</p>,
    );
    // Timers held: React.lazy in a Suspense shows its content only when the 300 ms timer of its
    // fallback has run (FALLBACK_THROTTLE_MS), so it never does here (tried).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await outsideAct(async (container, root) => {
        root.render(<Page name="Sanne" />);
        // Shown, and the chunk asked for.
        expect(await within(() => container.textContent === 'Laden…' && chunkIn)).toBe(true);
        chunkIn!(({ name }) => <h1>Pagina van {name}</h1>);
        expect(await within(() => container.querySelector('h1'))).toBe(true);
        expect(container.textContent).toBe('Pagina van Sanne');
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders a loaded component at once, without its fallback', async () => {
    const load = vi.fn(() => Promise.resolve(() => <p>Inhoud</p>));
    const Page = lazyComponent(load, <p>Laden…</p>);
    const first = render(<Page />);
    expect(await screen.findByText('Inhoud')).toBeTruthy();
    first.unmount();
    render(<Page />);
    expect(screen.getByText('Inhoud')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a chunk that came in between its render and its effect (preloaded meanwhile)', async () => {
    let chunkIn: ((component: ComponentType) => void) | undefined;
    const Page = lazyComponent(() => new Promise<ComponentType>((resolve) => (chunkIn = resolve)), <p>Laden…</p>);
    void Page.preload();
    function Late() {
      // The chunk arrives as this tree renders: in before the page's effect runs.
      chunkIn?.(() => <p>Inhoud</p>);
      return null;
    }
    await outsideAct(async (container, root) => {
      root.render(
        <>
          <Page />
          <Late />
        </>,
      );
      expect(await within(() => container.textContent === 'Inhoud')).toBe(true);
    });
  });

  it('gives a chunk that fails to its error boundary, and loads it again on the next try', async () => {
    const load = vi
      .fn<() => Promise<() => ReactNode>>()
      .mockRejectedValueOnce(new Error('chunk niet geladen'))
      .mockResolvedValueOnce(() => <p>Tweede poging</p>);
    const Page = lazyComponent(load, <p>Laden…</p>);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = render(
      <Boundary>
        <Page />
      </Boundary>,
    );
    expect(await screen.findByText(/chunk niet geladen/)).toBeTruthy();
    first.unmount();
    render(<Page />);
    expect(await screen.findByText('Tweede poging')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
