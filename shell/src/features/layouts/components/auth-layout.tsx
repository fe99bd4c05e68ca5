import { applyTheme } from '@tjas/ui';
import { useEffect, type ReactNode } from 'react';
import { PRODUCT_NAME } from '../../../config/product.ts';
import { Crest } from '../../brand/index.ts';
import styles from './layout.module.css';

/** The login pages: one centred card, no navigation. */
export function AuthLayout({ children }: { children: ReactNode }) {
  // Nobody is logged in here: follow the device, not the previous member's choice.
  useEffect(() => applyTheme('system'), []);
  return (
    <main className={styles.authPage}>
      <div className={styles.authCard}>
        <p className={styles.authBrand}>
          <Crest label="" size={48} />
          {PRODUCT_NAME}
        </p>
        {children}
      </div>
    </main>
  );
}

export function AuthLinks({ children }: { children: ReactNode }) {
  return <div className={styles.authLinks}>{children}</div>;
}
