import { describeError, fieldErrors } from '@tjas/auth';
import { Button, showToast, TextField } from '@tjas/ui';
import { useState } from 'react';
import { setStock, type VariantRecord } from '../api/shop-api.ts';
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
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  async function save() {
    const stock = Number(value);
    if (!Number.isInteger(stock) || stock < 0 || stock > 10000) return setError('Vul een voorraad van 0 of meer in.');
    setBusy(true);
    setError(undefined);
    try {
      await setStock(variant.id, stock);
      showToast(`Voorraad ${productName} (${variant.size}) is nu ${stock}.`);
      onSaved();
    } catch (failure) {
      setError(fieldErrors(failure)['stock'] ?? describeError(failure));
    } finally {
      setBusy(false);
    }
  }
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
        error={error}
      />
      <Button variant="secondary" busy={busy} busyLabel="Opslaan…" onClick={() => void save()}>
        Opslaan
      </Button>
    </div>
  );
}
