import { describeError, fieldErrors } from '@tjas/auth';
import { FormActions, parseEuro, SelectField, TextAreaField, TextField, useFormSubmission } from '@tjas/ui';
import { useState } from 'react';
import { CATEGORY_LABELS, createProduct, type Category, type ProductRecord } from '../api/shop-api.ts';
import { parseSizes, validateProduct, type ProductDraft, type ProductErrors } from '../lib/product-draft.ts';
import { productsLimits } from '@tjas/schema/field-limits';

/** The Kledingcommissie adds a product with its sizes and stock. */
export function ProductForm({
  onSaved,
  onCancel,
}: {
  onSaved: (product: ProductRecord) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<ProductDraft>({
    name: '',
    category: 'schaatskleding',
    price: '',
    description: '',
    sizes: 'S:0, M:0, L:0',
    image: null,
  });
  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const { errors, formError, busy, submit } = useFormSubmission<ProductErrors>({
    validate: () => validateProduct(draft),
    save: async () => {
      const form = new FormData();
      form.set('name', draft.name.trim());
      form.set('category', draft.category);
      form.set('price', String(parseEuro(draft.price)));
      form.set('description', draft.description.trim());
      form.set('active', 'true');
      if (draft.image) form.set('image', draft.image);
      onSaved(await createProduct(form, parseSizes(draft.sizes) ?? []));
    },
    fields: ['name', 'price', 'description', 'image', 'sizes'],
    serverErrors: fieldErrors,
    describe: describeError,
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Product toevoegen">
      <TextField
        label="Naam"
        name="name"
        maxLength={productsLimits.name.max}
        value={draft.name}
        onChange={(event) => set('name', event.target.value)}
        error={errors.name}
      />
      <SelectField
        label="Soort"
        name="category"
        options={(Object.keys(CATEGORY_LABELS) as Category[]).map((value) => ({
          value,
          label: CATEGORY_LABELS[value],
        }))}
        value={draft.category}
        onChange={(event) => set('category', event.target.value as Category)}
      />
      <TextField
        label="Prijs in euro"
        name="price"
        inputMode="decimal"
        hint="Bijvoorbeeld 54,95"
        value={draft.price}
        onChange={(event) => set('price', event.target.value)}
        error={errors.price}
      />
      <TextField
        label="Maten en voorraad"
        name="sizes"
        hint="Bijvoorbeeld S:3, M:5, L:0"
        value={draft.sizes}
        onChange={(event) => set('sizes', event.target.value)}
        error={errors.sizes}
      />
      <TextAreaField
        label="Beschrijving"
        name="description"
        rows={3}
        value={draft.description}
        onChange={(event) => set('description', event.target.value)}
        error={errors.description}
      />
      <TextField
        label="Foto"
        name="image"
        type="file"
        accept={productsLimits.image.mimeTypes.join(',')}
        onChange={(event) => set('image', event.target.files?.[0] ?? null)}
        error={errors.image}
      />
      <FormActions formError={formError} busy={busy} onCancel={onCancel} />
    </form>
  );
}
