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

/** Active products with their sizes and stock, in one request (back-relation expand). */
export async function listProducts(): Promise<ProductRecord[]> {
  const products = await getPocketBase().collection('products').getFullList<ProductRecord>({
    batch: FULL_LIST_BATCH,
    filter: 'active = true',
    sort: 'category,name',
    expand: 'product_variants_via_product',
  });
  for (const product of products) {
    product.expand?.product_variants_via_product?.sort(
      (a, b) => a.position - b.position || a.size.localeCompare(b.size),
    );
  }
  return products;
}

export function productImageUrl(product: ProductRecord): string {
  return product.image ? getPocketBase().files.getURL(product, product.image, { thumb: '400x400f' }) : '';
}

export function placeOrder(variant: string, quantity: number): Promise<OrderRecord> {
  return getPocketBase().collection('orders').create<OrderRecord>({ variant, quantity });
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
