import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../../config/product.ts';
import styles from './layout.module.css';

/** Header and content only: for pages that must render whatever state the session is in. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <header className={styles.header}>
        <a className={styles.brand} href="/">
          {PRODUCT_NAME}
        </a>
      </header>
      <main id="inhoud" className={styles.main}>
        {children}
      </main>
    </div>
  );
}
