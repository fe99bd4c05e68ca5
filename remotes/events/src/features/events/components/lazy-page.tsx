import { lazyComponent, Skeleton, type LazyComponent } from '@tjas/ui';
import type { ComponentType } from 'react';

/**
 * A page of this section in a chunk of its own, loaded when it is opened: the events list,
 * which every member opens first, does not carry the event page's, the form's or the
 * organisers' code. Until its chunk is in, the page's own loading state shows (`label`), and the
 * page the moment it is (lazyComponent: not React's Suspense, which holds it back 300 ms).
 * Its `preload` is what a link calls to fetch the chunk before it is followed.
 */
export function lazyPage(load: () => Promise<ComponentType>, label: string): LazyComponent<object> {
  return lazyComponent(load, <Skeleton label={label} lines={5} />);
}
