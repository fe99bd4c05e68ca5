import { describeError, fieldErrors, isResponseError } from '@tjas/auth';
import {
  FormActions,
  formatEuro,
  SelectField,
  showToast,
  TextField,
  useConfirmation,
  useFormSubmission,
} from '@tjas/ui';
import { useState } from 'react';
import { placeOrder, type ProductRecord } from '../api/shop-api.ts';
import { validateOrder, type OrderErrors } from '../lib/order-rules.ts';
import styles from './shop.module.css';

/** Stock conflicts (409) come back as a Dutch sentence: show it next to the size. */
function orderErrors(error: unknown): OrderErrors {
  if (isResponseError(error) && error.status === 409 && typeof error.response['message'] === 'string')
    return { variant: error.response['message'] };
  return fieldErrors(error);
}

/** Size and quantity for one product; the server checks stock again and reserves it. */
export function OrderForm({ product, onOrdered }: { product: ProductRecord; onOrdered: () => void }) {
  const variants = product.expand?.product_variants_via_product ?? [];
  const [draft, setDraft] = useState({
    variant: variants.find((option) => option.stock > 0)?.id ?? '',
    quantity: '1',
  });
  const chosen = variants.find((option) => option.id === draft.variant);
  const { confirm, dialog } = useConfirmation();
  const { field, formError, busy, submit } = useFormSubmission<OrderErrors, typeof draft>({
    draft,
    setDraft,
    validate: () => validateOrder(chosen, draft.quantity),
    save: async () => {
      const amount = Number(draft.quantity);
      // An order reserves stock and is paid later: say what it costs before placing it.
      const confirmed = await confirm({
        title: 'Bestelling plaatsen?',
        message: `${amount} × ${product.name} (${chosen?.size}) voor ${formatEuro(product.price * amount)}. Je betaalt later.`,
        confirmLabel: 'Bestellen',
      });
      if (!confirmed) return;
      const order = await placeOrder(draft.variant, amount);
      showToast(`Besteld: ${order.quantity} × ${order.product_name} (${order.size}) voor ${formatEuro(order.total)}.`);
      setDraft((current) => ({ ...current, quantity: '1' }));
      onOrdered();
    },
    fields: ['variant', 'quantity'],
    serverErrors: orderErrors,
    describe: describeError,
    invalidMessage: 'Niet besteld: kijk naar de gemarkeerde velden.',
  });

  if (variants.every((option) => option.stock === 0)) return <p className={styles.soldOut}>Uitverkocht</p>;
  return (
    <>
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
        <FormActions formError={formError} busy={busy} submitLabel="Bestellen" busyLabel="Bezig met bestellen…" />
      </form>
      {dialog}
    </>
  );
}
