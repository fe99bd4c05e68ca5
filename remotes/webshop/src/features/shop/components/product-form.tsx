import { describeError, fieldErrors } from '@tjas/auth';
import { FormActions, parseEuro, SelectField, TextAreaField, TextField, useFormSubmission } from '@tjas/ui';
import { useState } from 'react';
import { CATEGORY_LABELS, createProduct, updateProduct, type Category, type ProductRecord } from '../api/shop-api.ts';
import {
  parseSizes,
  planSizeChanges,
  sizesText,
  validateProduct,
  type ProductDraft,
  type ProductErrors,
} from '../lib/product-draft.ts';
import { productsLimits } from '@tjas/schema/field-limits';

/** The price in cents as the form shows it: 5495 is "54,95". */
function priceText(cents: number): string {
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}

/**
 * The Kledingcommissie adds a product with its sizes and stock, or edits one (`product`): the same
 * fields, filled in; a new photo replaces the old one.
 */
export function ProductForm({
  product,
  onSaved,
  onCancel,
}: {
  product?: ProductRecord;
  onSaved: (product: ProductRecord) => void;
  onCancel: () => void;
}) {
  const variants = product?.expand?.product_variants_via_product ?? [];
  const [draft, setDraft] = useState<ProductDraft>({
    name: product?.name ?? '',
    category: product?.category ?? 'schaatskleding',
    price: product ? priceText(product.price) : '',
    description: product?.description ?? '',
    sizes: product ? sizesText(variants) : 'S:0, M:0, L:0',
    image: null,
  });
  const { field, fileField, formError, busy, submit } = useFormSubmission<ProductErrors, ProductDraft>({
    draft,
    setDraft,
    validate: () => validateProduct(draft),
    save: async () => {
      const form = new FormData();
      form.set('name', draft.name.trim());
      form.set('category', draft.category);
      form.set('price', String(parseEuro(draft.price)));
      form.set('description', draft.description.trim());
      if (draft.image) form.set('image', draft.image);
      const sizes = parseSizes(draft.sizes) ?? [];
      if (product) {
        onSaved(await updateProduct(product.id, form, planSizeChanges(variants, sizes)));
        return;
      }
      form.set('active', 'true');
      onSaved(await createProduct(form, sizes));
    },
    fields: ['name', 'price', 'description', 'image', 'sizes'],
    serverErrors: (error) => fieldErrors(error, { size: 'sizes', stock: 'sizes' }),
    describe: describeError,
  });
  return (
    <form onSubmit={submit} noValidate aria-label={product ? `${product.name} bewerken` : 'Product toevoegen'}>
      <TextField label="Naam" maxLength={productsLimits.name.max} {...field('name')} />
      <SelectField
        label="Soort"
        options={(Object.keys(CATEGORY_LABELS) as Category[]).map((value) => ({
          value,
          label: CATEGORY_LABELS[value],
        }))}
        {...field('category')}
      />
      <TextField label="Prijs in euro" inputMode="decimal" hint="Bijvoorbeeld 54,95" {...field('price')} />
      <TextField
        label="Maten en voorraad"
        hint={
          product
            ? 'Bijvoorbeeld S:3, M:5, L:0. Een maat die al besteld is blijft: zet de voorraad op 0.'
            : 'Bijvoorbeeld S:3, M:5, L:0'
        }
        {...field('sizes')}
      />
      <TextAreaField label="Beschrijving" rows={3} {...field('description')} />
      <TextField
        label={product?.image ? 'Nieuwe foto' : 'Foto'}
        type="file"
        accept={productsLimits.image.mimeTypes.join(',')}
        {...fileField('image')}
      />
      <FormActions formError={formError} busy={busy} onCancel={onCancel} />
    </form>
  );
}
