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

/**
 * How strongly a title claims the document. React runs a child's effects before its parent's,
 * so "last one set wins" would let a page's route title overwrite the "Page Not Found" or
 * "Geen toegang" its content shows; claims with a priority do not depend on that order.
 */
export const TITLE_PRIORITY = {
  /** What holds while a page loads: e.g. the section's name. */
  fallback: -1,
  page: 0,
  /** A state that replaces the page: not found, no access, unavailable. */
  state: 1,
} as const;

interface Claim {
  page: string | undefined;
  priority: number;
}

const claims = new Map<symbol, Claim>();

/** The document's title: the strongest claim, the latest of equally strong ones. */
function applyTitle(): void {
  let strongest: Claim | undefined;
  for (const claim of claims.values()) if (!strongest || claim.priority >= strongest.priority) strongest = claim;
  document.title = formatTitle(strongest?.page);
}

/** Sets "{page} - {product}" while the component is mounted (see {@link TITLE_PRIORITY}). */
export function usePageTitle(page: string | undefined, priority: number = TITLE_PRIORITY.page): void {
  useEffect(() => {
    const key = Symbol('title');
    claims.set(key, { page, priority });
    applyTitle();
    return () => {
      claims.delete(key);
      applyTitle();
    };
  }, [page, priority]);
}
