import { describeError, useHasPermission, useSession } from '@tjas/auth';
import { PERMISSIONS } from '@tjas/permissions/permission-table';
import { AsyncContent, Button, Card, CardGrid, formatEuro, PageHeader, showToast, useAsync } from '@tjas/ui';
import { useMemo, useState } from 'react';
import { Link } from '@tjas/router';
import {
  CATEGORY_LABELS,
  listProducts,
  productImageUrl,
  setProductShown,
  type ProductRecord,
} from '../api/shop-api.ts';
import type { CartItem, ListedSize } from '../lib/cart.ts';
import { useCart } from '../lib/cart-store.ts';
import { AddToCartForm } from './add-to-cart-form.tsx';
import { CartCard } from './cart-card.tsx';
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

interface CartProps {
  cart: readonly CartItem[];
  updateCart: (change: (cart: CartItem[]) => CartItem[]) => void;
}

/** What the shop lists now of each size (by its id): for the cart. */
function listedSizes(products: readonly ProductRecord[]): Map<string, ListedSize> {
  const listed = new Map<string, ListedSize>();
  for (const product of products) {
    if (!product.active) continue;
    for (const variant of product.expand?.product_variants_via_product ?? [])
      listed.set(variant.id, {
        productName: product.name,
        size: variant.size,
        price: product.price,
        stock: variant.stock,
      });
  }
  return listed;
}

function ProductCard({
  product,
  manage,
  onChange,
  cart,
  updateCart,
}: { product: ProductRecord; manage: boolean; onChange: () => void } & CartProps) {
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
      {product.active && <AddToCartForm product={product} cart={cart} updateCart={updateCart} />}
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
  const memberId = useSession((session) => session.user?.id ?? '');
  const [cart, updateCart] = useCart(memberId);
  const listed = useMemo(() => (state.status === 'ready' ? listedSizes(state.data) : new Map()), [state]);
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
          <>
            <CartCard cart={cart} updateCart={updateCart} listed={listed} onOrdered={reload} />
            <CardGrid label="Producten" min="16rem">
              {products.map((product) => (
                <li key={product.id}>
                  <ProductCard
                    product={product}
                    manage={manage}
                    onChange={reload}
                    cart={cart}
                    updateCart={updateCart}
                  />
                </li>
              ))}
            </CardGrid>
          </>
        )}
      </AsyncContent>
    </>
  );
}
