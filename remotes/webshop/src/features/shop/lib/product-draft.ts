import { parseEuro } from '@tjas/ui';
import type { Category } from '../api/shop-api.ts';
import { megabytesText } from '@tjas/schema/count-text';
import { productsLimits } from '@tjas/schema/field-limits';
import { productErrors, sizeErrors, SHOP_MESSAGES } from '@tjas/schema/rules/shop';

export interface ProductDraft {
  name: string;
  category: Category;
  /** As typed, e.g. "54,95". */
  price: string;
  description: string;
  /** As typed, e.g. "S:3, M:5, L:0". */
  sizes: string;
  image: File | null;
}

export type ProductErrors = Partial<Record<keyof ProductDraft, string>>;

const IMAGE_TYPES: readonly string[] = productsLimits.image.mimeTypes;

/** "S:3, M:5" to sizes with stock; null when a part is not "size:number". */
export function parseSizes(text: string): { size: string; stock: number }[] | null {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return null;
  const sizes: { size: string; stock: number }[] = [];
  for (const part of parts) {
    const match = /^(.{1,20}?)\s*:\s*(\d{1,4})$/.exec(part);
    if (!match) return null;
    if (sizes.some((existing) => existing.size.toLowerCase() === match[1]!.toLowerCase())) return null;
    sizes.push({ size: match[1]!, stock: Number(match[2]) });
  }
  return sizes;
}

export function validateProduct(draft: ProductDraft): ProductErrors {
  // Name, price, kind and description by the server's own rule (the same sentences).
  const errors: ProductErrors = productErrors({
    name: draft.name,
    description: draft.description,
    category: draft.category,
    price: parseEuro(draft.price) ?? Number.NaN,
  });
  if (!parseSizes(draft.sizes)) errors.sizes = 'Schrijf maten met voorraad als S:3, M:5, L:0 (elke maat één keer).';
  if (draft.image) {
    if (!IMAGE_TYPES.includes(draft.image.type)) errors.image = 'De foto moet een JPG, PNG of WebP zijn.';
    else if (draft.image.size > productsLimits.image.maxSize)
      errors.image = `De foto is groter dan ${megabytesText(productsLimits.image.maxSize)}.`;
  }
  return errors;
}

/** The check of one size's corrected stock: a whole number within the schema's range. */
export function validateStock(value: string): { stock?: string } {
  return /^\d+$/.test(value.trim()) && !sizeErrors({ size: 'M', stock: Number(value) }).stock
    ? {}
    : { stock: SHOP_MESSAGES.stock };
}

/** A product's sizes as the form writes them, in their order: "S:3, M:5". */
export function sizesText(variants: readonly { size: string; stock: number }[]): string {
  return variants.map((variant) => `${variant.size}:${variant.stock}`).join(', ');
}

export interface SizeChanges {
  create: { size: string; stock: number; position: number }[];
  update: { id: string; size: string; stock: number; position: number }[];
  remove: { id: string; size: string }[];
}

/**
 * What an edit of "S:3, M:5" does to the sizes a product has: a size named again (in any case)
 * keeps its record, so its orders keep pointing at it; a new one is created, a missing one removed
 * (the server refuses that for a size with orders). Unchanged sizes are left alone.
 */
export function planSizeChanges(
  existing: readonly { id: string; size: string; stock: number; position: number }[],
  wanted: readonly { size: string; stock: number }[],
): SizeChanges {
  const changes: SizeChanges = { create: [], update: [], remove: [] };
  const kept = new Set<string>();
  for (const [position, size] of wanted.entries()) {
    const match = existing.find((variant) => variant.size.toLowerCase() === size.size.toLowerCase());
    if (!match) {
      changes.create.push({ size: size.size, stock: size.stock, position });
      continue;
    }
    kept.add(match.id);
    if (match.size !== size.size || match.stock !== size.stock || match.position !== position)
      changes.update.push({ id: match.id, size: size.size, stock: size.stock, position });
  }
  for (const variant of existing)
    if (!kept.has(variant.id)) changes.remove.push({ id: variant.id, size: variant.size });
  return changes;
}
