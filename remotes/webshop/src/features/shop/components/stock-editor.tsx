import { describeError, fieldErrors } from '@tjas/auth';
import { Button, showToast, TextField, useFormSubmission } from '@tjas/ui';
import { useState } from 'react';
import { setStock, type VariantRecord } from '../api/shop-api.ts';
import { validateStock } from '../lib/product-draft.ts';
import styles from './shop.module.css';

/** The Kledingcommissie corrects the stock of one size (e.g. after a delivery). */
export function StockEditor({
  variant,
  productName,
  onSaved,
}: {
  variant: VariantRecord;
  productName: string;
  onSaved: () => void;
}) {
  const [draft, setDraft] = useState({ stock: String(variant.stock) });
  const { field, formError, busy, submit } = useFormSubmission<{ stock?: string }, typeof draft>({
    draft,
    setDraft,
    validate: () => validateStock(draft.stock),
    save: async () => {
      const stock = Number(draft.stock.trim());
      await setStock(variant.id, stock);
      showToast(`Voorraad ${productName} (${variant.size}) is nu ${stock}.`);
      onSaved();
    },
    fields: ['stock'],
    serverErrors: fieldErrors,
    describe: describeError,
    invalidMessage: null,
  });
  // The editor's one field shows every message.
  const stock = field('stock');
  return (
    <div className={styles.stock}>
      <TextField
        label={`Voorraad ${variant.size}`}
        type="number"
        inputMode="numeric"
        min={0}
        {...stock}
        name={`stock-${variant.id}`}
        error={stock.error ?? formError}
      />
      <Button variant="secondary" busy={busy} busyLabel="Opslaan…" onClick={() => void submit()}>
        Opslaan
      </Button>
    </div>
  );
}
