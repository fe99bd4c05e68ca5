import { describeError } from '@tjas/auth';
import {
  AsyncContent,
  Button,
  DataTable,
  DateTime,
  downloadText,
  formatEuro,
  Pager,
  SelectField,
  showToast,
  spreadsheetTime,
  useAsync,
  useConfirmation,
  type Column,
} from '@tjas/ui';
import { useState } from 'react';
import {
  listAllOrders,
  listOrdersForExport,
  setOrderStatus,
  STATUS_LABELS,
  type OrderRecord,
  type OrderStatus,
} from '../api/shop-api.ts';
import { ordersCsv } from '../lib/orders-csv.ts';
import styles from './shop.module.css';

const STATUSES = Object.keys(STATUS_LABELS) as OrderStatus[];

function StatusSelect({ order, onChanged }: { order: OrderRecord; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  const { confirm, dialog } = useConfirmation();
  return (
    <>
      <SelectField
        label={`Status van bestelling ${order.product_name} (${order.size})`}
        name={`status-${order.id}`}
        disabled={busy || order.status === 'geannuleerd'}
        options={STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
        value={order.status}
        onChange={async (event) => {
          const next = event.target.value as OrderStatus;
          // Cancelling cannot be undone (the stock goes back): ask first.
          if (
            next === 'geannuleerd' &&
            !(await confirm({
              title: 'Bestelling annuleren?',
              message: `${order.quantity} × ${order.product_name} (${order.size}): de voorraad gaat terug. Dit kan niet worden teruggedraaid.`,
              confirmLabel: 'Ja, annuleren',
              cancelLabel: 'Nee',
              danger: true,
            }))
          )
            return;
          setBusy(true);
          try {
            const updated = await setOrderStatus(order.id, next);
            showToast(
              `Bestelling ${updated.product_name} (${updated.size}) is nu: ${STATUS_LABELS[updated.status].toLowerCase()}.`,
            );
            onChanged();
          } catch (error) {
            showToast(describeError(error), 'error');
          } finally {
            setBusy(false);
          }
        }}
      />
      {dialog}
    </>
  );
}

/** Downloads every order the filter shows (all pages) as CSV for a spreadsheet. */
function ExportButton({ status }: { status: OrderStatus | '' }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const orders = await listOrdersForExport(status);
      const day = spreadsheetTime(new Date().toISOString()).slice(0, 10);
      downloadText(
        `bestellingen-${status ? STATUS_LABELS[status].toLowerCase() : 'alle'}-${day}.csv`,
        ordersCsv(orders),
        'text/csv;charset=utf-8',
      );
      showToast(orders.length === 1 ? '1 bestelling geëxporteerd.' : `${orders.length} bestellingen geëxporteerd.`);
    } catch (error) {
      showToast(describeError(error), 'error');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="secondary" busy={busy} busyLabel="Bezig met exporteren…" onClick={() => void download()}>
      Exporteren als CSV
    </Button>
  );
}

/** All orders for the Kledingcommissie, filterable by status and exported as CSV; cancelling puts the stock back. */
export function OrdersTable() {
  const [status, setStatus] = useState<OrderStatus | ''>('besteld');
  const [page, setPage] = useState(1);
  const [state, reload] = useAsync(() => listAllOrders(status, page), `${status}|${page}`);
  const columns: readonly Column<OrderRecord>[] = [
    { key: 'created', header: 'Datum', render: (order) => <DateTime value={order.created} /> },
    {
      key: 'member',
      header: 'Lid',
      render: (order) => order.expand?.member?.name || order.expand?.member?.username || '—',
    },
    {
      key: 'product',
      header: 'Product',
      render: (order) => `${order.quantity} × ${order.product_name} (${order.size})`,
    },
    { key: 'total', header: 'Totaal', render: (order) => formatEuro(order.total) },
    { key: 'status', header: 'Status', render: (order) => <StatusSelect order={order} onChanged={reload} /> },
  ];
  return (
    <>
      <div className={styles.filters}>
        <SelectField
          label="Toon"
          name="order-filter"
          options={[
            { value: '', label: 'Alle bestellingen' },
            ...STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
          ]}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as OrderStatus | '');
            setPage(1);
          }}
        />
        <ExportButton status={status} />
      </div>
      <AsyncContent
        state={state}
        reload={reload}
        loadingLabel="Bestellingen worden geladen…"
        describe={describeError}
        isEmpty={(list) => list.items.length === 0}
        empty="Geen bestellingen met deze status."
      >
        {(list) => (
          <>
            <DataTable caption="Bestellingen" columns={columns} rows={list.items} rowKey={(order) => order.id} />
            <Pager label="Bestellingen" current={page} totalPages={list.totalPages} onChange={setPage} />
          </>
        )}
      </AsyncContent>
    </>
  );
}
