import {
  FULL_LIST_BATCH,
  getPocketBase,
  type ProductVariantsResponse,
  type ProductsCategoryOptions,
  type ProductsResponse,
  type OrdersResponse,
  type OrdersStatusOptions,
  type UsersResponse,
} from '@tjas/auth';
import type { ListResult } from 'pocketbase';
import type { CartLine } from '@tjas/schema/rules/shop';
import type { SizeChanges } from '../lib/product-draft.ts';

export type Category = ProductsCategoryOptions;
export type OrderStatus = OrdersStatusOptions;

export const CATEGORY_LABELS: Record<Category, string> = {
  fietskleding: 'Fietskleding',
  schaatskleding: 'Schaatskleding',
};
export const STATUS_LABELS: Record<OrderStatus, string> = {
  besteld: 'Besteld',
  betaald: 'Betaald',
  geleverd: 'Geleverd',
  geannuleerd: 'Geannuleerd',
};

export type VariantRecord = ProductVariantsResponse;

export type ProductRecord = ProductsResponse & { expand?: { product_variants_via_product?: VariantRecord[] } };

export type OrderRecord = OrdersResponse & { expand?: { member?: Pick<UsersResponse, 'id' | 'name' | 'username'> } };

/**
 * The products with their sizes and stock, in one request (back-relation expand): members get the
 * shown ones (the server's rule), the Kledingcommissie the hidden ones too.
 */
export async function listProducts(): Promise<ProductRecord[]> {
  const products = await getPocketBase().collection('products').getFullList<ProductRecord>({
    batch: FULL_LIST_BATCH,
    sort: 'category,name',
    expand: 'product_variants_via_product',
  });
  // By their place, then by name as written: a locale's order would load the browser's locale
  // data on the shop's first page (~100 ms on a slow phone; @tjas/ui amsterdam-clock.ts).
  const bySize = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  for (const product of products) {
    product.expand?.product_variants_via_product?.sort((a, b) => a.position - b.position || bySize(a.size, b.size));
  }
  return products;
}

export function productImageUrl(product: ProductRecord): string {
  return product.image ? getPocketBase().files.getURL(product, product.image, { thumb: '400x400f' }) : '';
}

/**
 * Orders the cart at once: one order per line, all or none (the server checks the stock of every
 * line in one transaction, pb_hooks/lib/cart-orders.js).
 */
export async function orderCart(lines: readonly CartLine[]): Promise<OrderRecord[]> {
  const answer = await getPocketBase().send<{ orders: OrderRecord[] }>('/api/tjas/bestellingen', {
    method: 'POST',
    body: { lines: lines.map(({ variant, quantity }) => ({ variant, quantity })) },
  });
  return answer.orders;
}

export function listMyOrders(memberId: string, page: number): Promise<ListResult<OrderRecord>> {
  const pb = getPocketBase();
  return pb
    .collection('orders')
    .getList<OrderRecord>(page, 30, { filter: pb.filter('member = {:memberId}', { memberId }), sort: '-created' });
}

export function listAllOrders(status: OrderStatus | '', page: number): Promise<ListResult<OrderRecord>> {
  const pb = getPocketBase();
  return pb.collection('orders').getList<OrderRecord>(page, 30, {
    filter: status ? pb.filter('status = {:status}', { status }) : '',
    sort: '-created',
    expand: 'member',
  });
}

/** Every order with a status ('' for all), newest first, with who ordered it: for the CSV export. */
export function listOrdersForExport(status: OrderStatus | ''): Promise<OrderRecord[]> {
  const pb = getPocketBase();
  return pb.collection('orders').getFullList<OrderRecord>({
    batch: FULL_LIST_BATCH,
    filter: status ? pb.filter('status = {:status}', { status }) : '',
    sort: '-created',
    expand: 'member',
  });
}

/** A member cancels their own order while it is only ordered (the server checks both). */
export function cancelMyOrder(id: string): Promise<OrderRecord> {
  return getPocketBase().collection('orders').update<OrderRecord>(id, { status: 'geannuleerd' });
}

export function setOrderStatus(id: string, status: OrderStatus): Promise<OrderRecord> {
  return getPocketBase().collection('orders').update<OrderRecord>(id, { status }, { expand: 'member' });
}

export async function createProduct(
  form: FormData,
  sizes: readonly { size: string; stock: number }[],
): Promise<ProductRecord> {
  const pb = getPocketBase();
  const product = await pb.collection('products').create<ProductRecord>(form);
  for (const [position, variant] of sizes.entries()) {
    await pb
      .collection('product_variants')
      .create({ product: product.id, size: variant.size, stock: variant.stock, position });
  }
  return product;
}

export function setStock(variantId: string, stock: number): Promise<VariantRecord> {
  return getPocketBase().collection('product_variants').update<VariantRecord>(variantId, { stock });
}

/**
 * Saves an edited product and its sizes (changes from planSizeChanges): renamed and restocked
 * sizes keep their record, so the orders of a size keep pointing at it. Sizes are removed first:
 * the server refuses to remove one that was ordered, and then nothing else has changed yet.
 */
export async function updateProduct(id: string, form: FormData, sizes: SizeChanges): Promise<ProductRecord> {
  const pb = getPocketBase();
  for (const variant of sizes.remove) await pb.collection('product_variants').delete(variant.id);
  const product = await pb.collection('products').update<ProductRecord>(id, form);
  for (const { id: variantId, ...fields } of sizes.update)
    await pb.collection('product_variants').update(variantId, fields);
  for (const variant of sizes.create) await pb.collection('product_variants').create({ product: id, ...variant });
  return product;
}

/** Hides a product from members, or shows it again (its orders stay as they are). */
export function setProductShown(id: string, shown: boolean): Promise<ProductRecord> {
  return getPocketBase().collection('products').update<ProductRecord>(id, { active: shown });
}
