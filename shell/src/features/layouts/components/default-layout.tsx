import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../../config/product.ts';
import { Crest } from '../../brand/index.ts';
import styles from './layout.module.css';

/** Header and content only: for pages that must render whatever state the session is in. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <header className={styles.header}>
        <a className={styles.brand} href="/">
          <Crest label={PRODUCT_NAME} size={36} />
          <span aria-hidden="true">{PRODUCT_NAME}</span>
        </a>
      </header>
      <main id="inhoud" className={styles.main}>
        {children}
      </main>
    </div>
  );
}
