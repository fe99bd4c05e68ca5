import { describeError } from '@tjas/auth';
import { Button, DateTime, formatEuro, showToast, useConfirmation } from '@tjas/ui';
import { useState } from 'react';
import { cancelMyOrder, STATUS_LABELS, type OrderRecord } from '../api/shop-api.ts';

/** One of the member's orders; while it is only ordered, the member may cancel it (after a confirmation). */
export function MyOrder({ initial }: { initial: OrderRecord }) {
  const [order, setOrder] = useState(initial);
  const [busy, setBusy] = useState(false);
  const { confirm, dialog } = useConfirmation();
  async function cancel() {
    const confirmed = await confirm({
      title: 'Bestelling annuleren?',
      message: `Je bestelling ${order.quantity} × ${order.product_name} (${order.size}) wordt geannuleerd.`,
      confirmLabel: 'Ja, annuleren',
      cancelLabel: 'Nee, houden',
      danger: true,
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      setOrder(await cancelMyOrder(order.id));
      showToast(`Bestelling ${order.product_name} (${order.size}) is geannuleerd.`);
    } catch (error) {
      showToast(describeError(error), 'error');
    } finally {
      setBusy(false);
    }
  }
  return (
    <span>
      {order.quantity} × {order.product_name} ({order.size}) · {formatEuro(order.total)} ·{' '}
      <DateTime value={order.created} /> · <strong>{STATUS_LABELS[order.status]}</strong>
      {order.status === 'besteld' && (
        <>
          {' '}
          <Button variant="secondary" busy={busy} busyLabel="Bezig met annuleren…" onClick={() => void cancel()}>
            Annuleren
          </Button>
          {dialog}
        </>
      )}
    </span>
  );
}
