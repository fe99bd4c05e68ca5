import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../../app/product.ts';

/** Header and content only: for pages that must render whatever state the session is in. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout">
      <header className="layout__header">
        <a className="layout__brand" href="/">
          {PRODUCT_NAME}
        </a>
      </header>
      <main id="inhoud" className="layout__main">
        {children}
      </main>
    </div>
  );
}
