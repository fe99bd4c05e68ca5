import { getPocketBase, type OrdersResponse } from '@tjas/auth';
import type { ListResult } from 'pocketbase';

export type MyOrder = OrdersResponse;

export const ORDER_STATUS_LABELS: Record<MyOrder['status'], string> = {
  besteld: 'besteld',
  betaald: 'betaald',
  geleverd: 'geleverd',
  geannuleerd: 'geannuleerd',
};

/** The member's webshop orders, newest first. */
export function listMyOrders(memberId: string, page: number): Promise<ListResult<MyOrder>> {
  const pb = getPocketBase();
  return pb
    .collection('orders')
    .getList<MyOrder>(page, 30, { filter: pb.filter('member = {:memberId}', { memberId }), sort: '-created' });
}
