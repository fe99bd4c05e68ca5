import { parseEuro } from '@tjas/ui';
import type { Category } from '../api/shop-api.ts';
import { countText, megabytesText } from '@tjas/schema/count-text';
import { productsLimits, productVariantsLimits } from '@tjas/schema/field-limits';

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
  const errors: ProductErrors = {};
  const limits = productsLimits;
  if (draft.name.trim().length < limits.name.min) errors.name = `Geef een naam van minstens ${limits.name.min} tekens.`;
  else if (draft.name.trim().length > limits.name.max)
    errors.name = `De naam mag hoogstens ${countText(limits.name.max)} tekens hebben.`;
  const price = parseEuro(draft.price);
  if (price === null || price < 1) errors.price = 'Vul een prijs in, bijvoorbeeld 54,95.';
  else if (price > limits.price.max) errors.price = 'Een prijs boven € 1.000 kan hier niet.';
  if (!parseSizes(draft.sizes)) errors.sizes = 'Schrijf maten met voorraad als S:3, M:5, L:0 (elke maat één keer).';
  if (draft.description.length > limits.description.max)
    errors.description = `De beschrijving mag hoogstens ${countText(limits.description.max)} tekens hebben.`;
  if (draft.image) {
    if (!IMAGE_TYPES.includes(draft.image.type)) errors.image = 'De foto moet een JPG, PNG of WebP zijn.';
    else if (draft.image.size > limits.image.maxSize)
      errors.image = `De foto is groter dan ${megabytesText(limits.image.maxSize)}.`;
  }
  return errors;
}

/** The check of one size's corrected stock: a whole number within the schema's range. */
export function validateStock(value: string): { stock?: string } {
  const { min, max } = productVariantsLimits.stock;
  const stock = Number(value);
  return /^\d+$/.test(value.trim()) && stock >= min && stock <= max
    ? {}
    : { stock: `Vul een voorraad van ${min} tot ${countText(max)} in.` };
}
