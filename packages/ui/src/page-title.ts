import { useEffect } from 'react';

let productName = 'Tjas';

/** The product name is configuration; the shell sets it once at start-up for every app. */
export function setProductName(name: string): void {
  productName = name;
}

export function getProductName(): string {
  return productName;
}

/** "{page} - {product}", or just the product name when a page sets no title. */
export function formatTitle(page: string | undefined, product: string = productName): string {
  const trimmed = page?.trim();
  return trimmed ? `${trimmed} - ${product}` : product;
}

export function usePageTitle(page: string | undefined): void {
  useEffect(() => {
    document.title = formatTitle(page);
  }, [page]);
}
