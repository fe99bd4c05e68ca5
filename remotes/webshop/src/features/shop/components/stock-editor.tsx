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
  const [value, setValue] = useState(String(variant.stock));
  const { errors, formError, busy, submit } = useFormSubmission<{ stock?: string }>({
    validate: () => validateStock(value),
    save: async () => {
      const stock = Number(value.trim());
      await setStock(variant.id, stock);
      showToast(`Voorraad ${productName} (${variant.size}) is nu ${stock}.`);
      onSaved();
    },
    fields: ['stock'],
    serverErrors: fieldErrors,
    describe: describeError,
    invalidMessage: null,
  });
  return (
    <div className={styles.stock}>
      <TextField
        label={`Voorraad ${variant.size}`}
        name={`stock-${variant.id}`}
        type="number"
        inputMode="numeric"
        min={0}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={errors.stock ?? formError}
      />
      <Button variant="secondary" busy={busy} busyLabel="Opslaan…" onClick={() => void submit()}>
        Opslaan
      </Button>
    </div>
  );
}
