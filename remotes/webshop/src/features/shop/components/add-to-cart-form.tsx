import { FormActions, SelectField, showToast, TextField, useFormSubmission } from '@tjas/ui';
import { useState } from 'react';
import type { ProductRecord } from '../api/shop-api.ts';
import { addToCart, inCart, type CartItem } from '../lib/cart.ts';
import { validateOrder, type OrderErrors } from '../lib/order-rules.ts';
import styles from './shop.module.css';

/**
 * Size and quantity of one product, put in the member's cart (ordered later, all at once, from
 * the cart card; the server checks the stock again then).
 */
export function AddToCartForm({
  product,
  cart,
  updateCart,
}: {
  product: ProductRecord;
  cart: readonly CartItem[];
  updateCart: (change: (cart: CartItem[]) => CartItem[]) => void;
}) {
  const variants = product.expand?.product_variants_via_product ?? [];
  const [draft, setDraft] = useState({
    variant: variants.find((option) => option.stock > 0)?.id ?? '',
    quantity: '1',
  });
  const chosen = variants.find((option) => option.id === draft.variant);
  const { field, formError, busy, submit } = useFormSubmission<OrderErrors, typeof draft>({
    draft,
    setDraft,
    validate: () => validateOrder(chosen, draft.quantity, inCart(cart, draft.variant)),
    save: async () => {
      if (!chosen) return;
      const quantity = Number(draft.quantity);
      updateCart((current) =>
        addToCart(current, {
          variant: chosen.id,
          quantity,
          productName: product.name,
          size: chosen.size,
          price: product.price,
        }),
      );
      showToast(`${quantity} × ${product.name} (${chosen.size}) ligt in je winkelmandje.`);
      setDraft((current) => ({ ...current, quantity: '1' }));
    },
    fields: ['variant', 'quantity'],
    serverErrors: () => ({}),
    describe: () => 'Dit lukte niet. Probeer het opnieuw.',
    invalidMessage: 'Niet in je winkelmandje gelegd: kijk naar de gemarkeerde velden.',
  });

  if (variants.every((option) => option.stock === 0)) return <p className={styles.soldOut}>Uitverkocht</p>;
  return (
    <form className={styles.order} onSubmit={submit} noValidate aria-label={`${product.name} bestellen`}>
      <SelectField
        label="Maat"
        options={variants.map((option) => ({
          value: option.id,
          label: option.stock > 0 ? `${option.size} (${option.stock} op voorraad)` : `${option.size} (uitverkocht)`,
        }))}
        {...field('variant')}
      />
      <TextField label="Aantal" type="number" inputMode="numeric" min={1} max={10} {...field('quantity')} />
      <FormActions formError={formError} busy={busy} submitLabel="In winkelmandje" busyLabel="Bezig…" />
    </form>
  );
}
