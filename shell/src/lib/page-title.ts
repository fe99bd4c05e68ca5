import { useEffect } from 'react';
import { PRODUCT_NAME } from '../app/product.ts';

/** Spec section 1: "{page} - {product}", or just the product name when a page sets no title. */
export function formatTitle(page: string | undefined, product: string = PRODUCT_NAME): string {
  const trimmed = page?.trim();
  return trimmed ? `${trimmed} - ${product}` : product;
}

export function usePageTitle(page: string | undefined): void {
  useEffect(() => {
    document.title = formatTitle(page);
  }, [page]);
}
