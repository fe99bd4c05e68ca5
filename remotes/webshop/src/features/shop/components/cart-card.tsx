import { describeError, isResponseError } from '@tjas/auth';
import { Button, Card, formatEuro, FormError, SelectField, showToast, useConfirmation } from '@tjas/ui';
import { useEffect, useState } from 'react';
import { orderCart } from '../api/shop-api.ts';
import {
  cartCount,
  cartTotal,
  freshCart,
  removeFromCart,
  setCartQuantity,
  type CartItem,
  type ListedSize,
} from '../lib/cart.ts';
import styles from './shop.module.css';

const QUANTITIES = Array.from({ length: 10 }, (_, index) => String(index + 1));

/** The server's own sentence for a cart it refused (sold out, hidden, not a cart); else the usual. */
function cartError(error: unknown): string {
  if (isResponseError(error) && error.status === 400 && typeof error.response['message'] === 'string')
    return error.response['message'];
  return describeError(error);
}

/**
 * The member's cart: its lines with quantities, the total, and one button that orders them all
 * at once (the server places every line or none). Lines of sizes the shop no longer lists go.
 */
export function CartCard({
  cart,
  updateCart,
  listed,
  onOrdered,
}: {
  cart: readonly CartItem[];
  updateCart: (change: (cart: CartItem[]) => CartItem[]) => void;
  /** What the shop lists now, by size id. */
  listed: ReadonlyMap<string, ListedSize>;
  onOrdered: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [gone, setGone] = useState<string[]>([]);
  const { confirm, dialog } = useConfirmation();
  const { cart: lines, gone: goneNow } = freshCart(cart, listed);

  // A product hidden (or a size removed) since it was put in the cart leaves it, with a word why.
  const goneKey = goneNow.join('\n');
  useEffect(() => {
    if (!goneKey) return;
    setGone(goneKey.split('\n'));
    updateCart((current) => freshCart(current, listed).cart);
  }, [goneKey, listed, updateCart]);

  const tooMany = lines.filter((line) => line.quantity > (listed.get(line.variant)?.stock ?? 0));

  async function order() {
    setError(undefined);
    if (tooMany.length > 0) {
      setError('Verlaag eerst de aantallen die niet meer op voorraad zijn.');
      return;
    }
    const confirmed = await confirm({
      title: 'Bestelling plaatsen?',
      message: `${lines.map((line) => `${line.quantity} × ${line.productName} (${line.size})`).join(', ')}, samen ${formatEuro(cartTotal(lines))}. Je betaalt later.`,
      confirmLabel: 'Bestellen',
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      const orders = await orderCart(lines);
      updateCart(() => []);
      setGone([]);
      const total = orders.reduce((sum, placed) => sum + placed.total, 0);
      const count = orders.reduce((sum, placed) => sum + placed.quantity, 0);
      showToast(`Besteld: ${count === 1 ? '1 artikel' : `${count} artikelen`} voor ${formatEuro(total)}.`);
      onOrdered();
    } catch (failure) {
      setError(cartError(failure));
      onOrdered(); // the stock as it is now, next to the message
    } finally {
      setBusy(false);
    }
  }

  if (lines.length === 0 && gone.length === 0) return null;
  return (
    <Card title="Winkelmandje">
      {gone.length > 0 && (
        <p className={styles.sizes}>Niet meer te bestellen, uit je winkelmandje gehaald: {gone.join(', ')}.</p>
      )}
      {lines.length > 0 && (
        <>
          <ul className={styles.cart} aria-label="In je winkelmandje">
            {lines.map((line) => {
              const stock = listed.get(line.variant)?.stock ?? 0;
              return (
                <li key={line.variant} className={styles.cartLine}>
                  <span>
                    {line.productName} ({line.size}) · {formatEuro(line.price * line.quantity)}
                    {line.quantity > stock && (
                      <strong className={styles.soldOut}>
                        {' '}
                        {stock === 0 ? 'Uitverkocht.' : `Nog ${stock} op voorraad.`}
                      </strong>
                    )}
                  </span>
                  <SelectField
                    label={`Aantal ${line.productName} (${line.size})`}
                    name={`cart-${line.variant}`}
                    options={QUANTITIES.map((value) => ({ value, label: value }))}
                    value={String(line.quantity)}
                    onChange={(event) =>
                      updateCart((current) => setCartQuantity(current, line.variant, Number(event.target.value)))
                    }
                  />
                  <Button
                    variant="secondary"
                    onClick={() => updateCart((current) => removeFromCart(current, line.variant))}
                  >
                    Weghalen
                  </Button>
                </li>
              );
            })}
          </ul>
          <p className={styles.price}>
            {cartCount(lines) === 1 ? '1 artikel' : `${cartCount(lines)} artikelen`}, samen{' '}
            {formatEuro(cartTotal(lines))}
          </p>
          <FormError message={error} />
          <Button busy={busy} busyLabel="Bezig met bestellen…" onClick={() => void order()}>
            Bestellen
          </Button>
        </>
      )}
      {dialog}
    </Card>
  );
}
