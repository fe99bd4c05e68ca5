import { CART_LIMITS, type CartLine } from '@tjas/schema/rules/shop';

/**
 * One line of a member's cart: a size and how many, with what the member saw when adding it
 * (name, size, price in cents), so the cart reads well before the products are loaded. The server
 * takes the name and price from the product again when the cart is ordered.
 */
export interface CartItem extends CartLine {
  productName: string;
  size: string;
  price: number;
}

/** What the shop lists now of a size: its product's name and price, and its stock. */
export interface ListedSize {
  productName: string;
  size: string;
  price: number;
  stock: number;
}

/** The cart with `item` added: a size already in it gets the quantities together (at most the limit). */
export function addToCart(cart: readonly CartItem[], item: CartItem): CartItem[] {
  const existing = cart.find((line) => line.variant === item.variant);
  if (!existing) return [...cart, item];
  const quantity = Math.min(existing.quantity + item.quantity, CART_LIMITS.quantity.max);
  return cart.map((line) => (line.variant === item.variant ? { ...item, quantity } : line));
}

export function setCartQuantity(cart: readonly CartItem[], variant: string, quantity: number): CartItem[] {
  return cart.map((line) => (line.variant === variant ? { ...line, quantity } : line));
}

export function removeFromCart(cart: readonly CartItem[], variant: string): CartItem[] {
  return cart.filter((line) => line.variant !== variant);
}

/** How many of a size the cart holds already (0 when none). */
export function inCart(cart: readonly CartItem[], variant: string): number {
  return cart.find((line) => line.variant === variant)?.quantity ?? 0;
}

export function cartTotal(cart: readonly CartItem[]): number {
  return cart.reduce((sum, line) => sum + line.price * line.quantity, 0);
}

export function cartCount(cart: readonly CartItem[]): number {
  return cart.reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * The cart against what the shop lists now: names and prices as they are now, and without the
 * sizes the shop no longer lists (a hidden or removed product), whose names come back in `gone`.
 */
export function freshCart(
  cart: readonly CartItem[],
  listed: ReadonlyMap<string, ListedSize>,
): { cart: CartItem[]; gone: string[] } {
  const fresh: CartItem[] = [];
  const gone: string[] = [];
  for (const line of cart) {
    const now = listed.get(line.variant);
    if (!now) gone.push(`${line.productName} (${line.size})`);
    else fresh.push({ ...line, productName: now.productName, size: now.size, price: now.price });
  }
  return { cart: fresh, gone };
}

/** A stored cart as read back (from localStorage): only well-formed lines, none twice. */
export function readCart(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  const cart: CartItem[] = [];
  for (const line of value as Partial<CartItem>[]) {
    if (
      line &&
      typeof line.variant === 'string' &&
      typeof line.productName === 'string' &&
      typeof line.size === 'string' &&
      Number.isInteger(line.price) &&
      Number.isInteger(line.quantity) &&
      line.quantity! >= CART_LIMITS.quantity.min &&
      line.quantity! <= CART_LIMITS.quantity.max &&
      inCart(cart, line.variant) === 0
    )
      cart.push({
        variant: line.variant,
        quantity: line.quantity!,
        productName: line.productName,
        size: line.size,
        price: line.price!,
      });
  }
  return cart.slice(0, CART_LIMITS.lines);
}
