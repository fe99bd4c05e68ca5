import { useEffect, useReducer, useState, type ComponentType, type ReactNode } from 'react';

/** A component in a chunk of its own, and what fetches the chunk before it is first rendered. */
export type LazyComponent<P extends object> = ComponentType<P> & { preload: () => Promise<ComponentType<P>> };

/**
 * A component in a chunk of its own, loaded when it is first rendered (or preloaded): `fallback`
 * shows until the chunk is in, then the component, at once. A chunk that fails to load is thrown
 * to the nearest error boundary, and the next mount tries again.
 *
 * Not React.lazy in a Suspense: React 19 keeps content that comes in after a Suspense fallback
 * was shown back until that fallback has been on screen for 300 ms (FALLBACK_THROTTLE_MS,
 * react/react#31819). A page's chunk is in well before that, so on every cold visit of a page in
 * a chunk its reads started 300 ms late (#33; BENCHMARKS.md, "A lazy page waited 300 ms").
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));

  function LazyComponent(props: P) {
    const [, rendered] = useReducer((count: number) => count + 1, 0);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    const Shown = loaded;
    useEffect(() => {
      // In since this render (another mount or a preload fetched it): show it.
      if (loaded) {
        if (!Shown) rendered();
        return;
      }
      let active = true;
      preload().then(
        () => active && rendered(),
        (error: unknown) => active && setFailure({ error }),
      );
      return () => {
        active = false;
      };
    }, [Shown]);
    if (failure) throw failure.error;
    return Shown ? <Shown {...props} /> : fallback;
  }
  return Object.assign(LazyComponent, { preload });
}
