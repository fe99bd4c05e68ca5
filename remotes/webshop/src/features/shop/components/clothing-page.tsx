import { describeError, useHasPermission } from '@tjas/auth';
import { PERMISSIONS } from '@tjas/permissions/permission-table';
import { AsyncContent, Button, Card, CardGrid, formatEuro, PageHeader, showToast, useAsync } from '@tjas/ui';
import { useState } from 'react';
import { Link } from '@tjas/router';
import { CATEGORY_LABELS, listProducts, productImageUrl, type ProductRecord } from '../api/shop-api.ts';
import { OrderForm } from './order-form.tsx';
import { ProductForm } from './product-form.tsx';
import styles from './shop.module.css';
import { StockEditor } from './stock-editor.tsx';

function ProductCard({ product, manage, onChange }: { product: ProductRecord; manage: boolean; onChange: () => void }) {
  const variants = product.expand?.product_variants_via_product ?? [];
  return (
    <Card title={product.name}>
      {product.image && (
        <img
          className={styles.image}
          src={productImageUrl(product)}
          alt={product.name}
          width={400}
          height={400}
          loading="lazy"
        />
      )}
      <p className={styles.price}>{formatEuro(product.price)}</p>
      <p className={styles.sizes}>
        {CATEGORY_LABELS[product.category]} · maten {variants.map((variant) => variant.size).join(', ') || '—'}
      </p>
      {product.description && <p>{product.description}</p>}
      <OrderForm product={product} onOrdered={onChange} />
      {manage &&
        variants.map((variant) => (
          <StockEditor key={variant.id} variant={variant} productName={product.name} onSaved={onChange} />
        ))}
    </Card>
  );
}

/** /webshop/fietsschaatskleding: cycling and skating clothing to order; the Kledingcommissie keeps it up to date. */
export function ClothingPage() {
  const manage = useHasPermission(PERMISSIONS.manageShop);
  const [state, reload] = useAsync(listProducts, 'products');
  const [adding, setAdding] = useState(false);
  return (
    <>
      <PageHeader
        title="Fiets- en schaatskleding"
        description={
          <>
            Clubkleding in de verenigingskleuren. Je bestellingen zie je in de <Link to="/webshop">webshop</Link>.
          </>
        }
        actions={manage && !adding ? <Button onClick={() => setAdding(true)}>Product toevoegen</Button> : undefined}
      />
      {adding && (
        <Card title="Product toevoegen">
          <ProductForm
            onCancel={() => setAdding(false)}
            onSaved={(product) => {
              setAdding(false);
              showToast(`${product.name} staat in de webshop.`);
              reload();
            }}
          />
        </Card>
      )}
      <AsyncContent
        state={state}
        reload={reload}
        loadingLabel="Producten worden geladen…"
        describe={describeError}
        isEmpty={(products) => products.length === 0}
        empty="Er staat nog niets in de webshop."
      >
        {(products) => (
          <CardGrid label="Producten" min="16rem">
            {products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} manage={manage} onChange={reload} />
              </li>
            ))}
          </CardGrid>
        )}
      </AsyncContent>
    </>
  );
}
