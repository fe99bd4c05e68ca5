import { Skeleton } from '@tjas/ui';
import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A page of this section in a chunk of its own, loaded when it is opened: the events list,
 * which every member opens first, does not carry the event page's, the form's or the
 * organisers' code. Until its chunk is in, the page's own loading state shows (`label`).
 * `load` is also what a link calls to fetch the chunk before it is followed (preload).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, label: string): ComponentType {
  const Page = lazy(load);
  return function LazyPage() {
    return (
      <Suspense fallback={<Skeleton label={label} lines={5} />}>
        <Page />
      </Suspense>
    );
  };
}
