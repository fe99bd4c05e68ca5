import { adminToken, apiSend } from './support.ts';

/**
 * A product of the webshop made for one test, shown to members, with its sizes and their stock
 * in the order given (`{ S: 2, M: 5 }`): the test owns its stock, whatever other tests order.
 * Resolves to the product's id and each size's variant id.
 */
export async function shopProduct(
  fields: { name: string; category: 'fietskleding' | 'schaatskleding'; price: number },
  sizes: Record<string, number>,
): Promise<{ id: string; variants: Record<string, string> }> {
  const token = await adminToken();
  const product = await apiSend<{ id: string }>('POST', '/collections/products/records', token, {
    ...fields,
    active: true,
  });
  const variants: Record<string, string> = {};
  for (const [position, [size, stock]] of Object.entries(sizes).entries()) {
    const variant = await apiSend<{ id: string }>('POST', '/collections/product_variants/records', token, {
      product: product.id,
      size,
      stock,
      position,
    });
    variants[size] = variant.id;
  }
  return { id: product.id, variants };
}
