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
      <TextField label="Maten en voorraad" hint="Bijvoorbeeld S:3, M:5, L:0" {...field('sizes')} />
      <TextAreaField label="Beschrijving" rows={3} {...field('description')} />
      <TextField label="Foto" type="file" accept={productsLimits.image.mimeTypes.join(',')} {...fileField('image')} />
      <FormActions formError={formError} busy={busy} onCancel={onCancel} />
    </form>
  );
}
