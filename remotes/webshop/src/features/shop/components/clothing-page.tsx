import { describeError, useHasPermission } from '@tjas/auth';
import { PERMISSIONS } from '@tjas/permissions/permission-table';
import { AsyncContent, Button, Card, CardGrid, formatEuro, PageHeader, showToast, useAsync } from '@tjas/ui';
import { useState } from 'react';
import { Link } from '@tjas/router';
import {
  CATEGORY_LABELS,
  listProducts,
  productImageUrl,
  setProductShown,
  type ProductRecord,
} from '../api/shop-api.ts';
import { OrderForm } from './order-form.tsx';
import { ProductForm } from './product-form.tsx';
import styles from './shop.module.css';
import { StockEditor } from './stock-editor.tsx';

/** The Kledingcommissie's buttons on a product: edit it, hide it from members or show it again. */
function ProductActions({
  product,
  onEdit,
  onChange,
}: {
  product: ProductRecord;
  onEdit: () => void;
  onChange: () => void;
}) {
  const [busy, setBusy] = useState(false);
  async function toggle() {
    setBusy(true);
    try {
      const saved = await setProductShown(product.id, !product.active);
      showToast(
        saved.active
          ? `${saved.name} staat weer in de webshop.`
          : `${saved.name} is verborgen: leden zien en bestellen het niet meer.`,
      );
      onChange();
    } catch (error) {
      showToast(describeError(error), 'error');
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className={styles.stock}>
      <Button variant="secondary" onClick={onEdit}>
        Bewerken
      </Button>
      <Button variant="secondary" busy={busy} busyLabel="Bezig…" onClick={() => void toggle()}>
        {product.active ? 'Verbergen' : 'Weer tonen'}
      </Button>
    </div>
  );
}

function ProductCard({ product, manage, onChange }: { product: ProductRecord; manage: boolean; onChange: () => void }) {
  const variants = product.expand?.product_variants_via_product ?? [];
  const [editing, setEditing] = useState(false);
  if (editing)
    return (
      <Card title={`${product.name} bewerken`}>
        <ProductForm
          product={product}
          onCancel={() => setEditing(false)}
          onSaved={(saved) => {
            setEditing(false);
            showToast(`${saved.name} is opgeslagen.`);
            onChange();
          }}
        />
      </Card>
    );
  return (
    <Card title={product.name}>
      {!product.active && <p className={styles.hidden}>Verborgen: leden zien dit product niet.</p>}
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
      {product.active && <OrderForm product={product} onOrdered={onChange} />}
      {manage && <ProductActions product={product} onEdit={() => setEditing(true)} onChange={onChange} />}
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
