import { useCallback, useSyncExternalStore } from 'react';
import { readCart, type CartItem } from './cart.ts';

// The cart lives in the browser (localStorage, one per member on this device) until it is
// ordered: the product cards add to it and the cart card shows it, in every open tab.

const key = (memberId: string) => `tjas.webshop.cart.${memberId}`;
const listeners = new Set<() => void>();
/** The last read per key, so a render gets the same array until the cart changes. */
const cache = new Map<string, { text: string | null; cart: CartItem[] }>();

function parsed(text: string): CartItem[] {
  try {
    return readCart(JSON.parse(text));
  } catch {
    return [];
  }
}

function read(memberId: string): CartItem[] {
  let text: string | null = null;
  try {
    text = window.localStorage.getItem(key(memberId));
  } catch {
    // Storage switched off: an empty cart.
  }
  const cached = cache.get(memberId);
  if (cached && cached.text === text) return cached.cart;
  const cart = text ? parsed(text) : [];
  cache.set(memberId, { text, cart });
  return cart;
}

function write(memberId: string, cart: readonly CartItem[]): void {
  try {
    if (cart.length === 0) window.localStorage.removeItem(key(memberId));
    else window.localStorage.setItem(key(memberId), JSON.stringify(cart));
  } catch {
    // A full or switched-off storage keeps the cart for this page only.
    cache.set(memberId, { text: null, cart: [...cart] });
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the cart.
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith('tjas.webshop.cart.')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The member's cart and a way to change it (a function of the cart as it is at that moment). */
export function useCart(memberId: string): [CartItem[], (change: (cart: CartItem[]) => CartItem[]) => void] {
  const cart = useSyncExternalStore(subscribe, () => read(memberId));
  const update = useCallback(
    (change: (cart: CartItem[]) => CartItem[]) => write(memberId, change(read(memberId))),
    [memberId],
  );
  return [cart, update];
}
