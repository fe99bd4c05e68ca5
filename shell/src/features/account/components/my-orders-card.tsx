import { describeError, useSession } from '@tjas/auth';
import { Card, DateTime, formatEuro, PagedList } from '@tjas/ui';
import { Link } from '@tjas/router';
import { listMyOrders, ORDER_STATUS_LABELS } from '../api/my-orders.ts';

export function MyOrdersCard() {
  const memberId = useSession((state) => state.user?.id ?? '');
  return (
    <Card title="Mijn bestellingen">
      <PagedList
        load={(page) => listMyOrders(memberId, page)}
        listKey={memberId}
        label="Bestellingen"
        empty={
          <>
            Je hebt nog niets besteld. <Link to="/webshop">Naar de webshop</Link>.
          </>
        }
        itemKey={(order) => order.id}
        renderItem={(order) => (
          <span>
            {order.quantity} × {order.product_name} ({order.size}), {formatEuro(order.total)},{' '}
            <DateTime value={order.created} />: {ORDER_STATUS_LABELS[order.status]}
          </span>
        )}
        describeError={describeError}
        testId="account-orders"
      />
    </Card>
  );
}
