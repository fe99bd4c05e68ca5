import { ToastRegion } from '@tjas/ui';
import { NavLink, Outlet } from '@tjas/router';
import { PRODUCT_NAME } from '../../../app/product.ts';
import { prefetchSection } from '../../sections/api/section-loader.ts';
import type { RegistryState } from '../../sections/api/section-registry-client.ts';
import { UpdateNotice } from '../../updates/components/update-notice.tsx';
import { AccountMenu } from './account-menu.tsx';
import styles from './layout.module.css';

interface Area {
  to: string;
  label: string;
  /** Starts loading the area's code when the member is about to open it. */
  prefetch?: () => void;
}

/** Header with the product name, navigation to every deployed area, and the account menu. */
export function LoggedInLayout({ registry }: { registry: RegistryState }) {
  const areas: Area[] = [
    ...registry.registry.sections.map((section) => ({ to: section.prefix, label: section.label, prefetch: () => prefetchSection(section) })),
    { to: '/acties', label: 'Acties' },
    { to: '/sponsors', label: 'Sponsors' },
    { to: '/account', label: 'Account' },
  ];
  return (
    <div className={styles.layout}>
      <a className={styles.skipLink} href="#inhoud">
        Naar de inhoud
      </a>
      <header className={styles.header}>
        <NavLink className={styles.brand} to="/">
          {PRODUCT_NAME}
        </NavLink>
        <nav aria-label="Hoofdmenu" className={styles.nav}>
          <ul className={styles.navList}>
            {areas.map((area) => (
              <li key={area.to}>
                <NavLink
                  className={styles.navLink}
                  to={area.to}
                  onPointerEnter={area.prefetch}
                  onTouchStart={area.prefetch}
                  onFocus={area.prefetch}
                >
                  {area.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <AccountMenu />
      </header>
      <UpdateNotice />
      <main id="inhoud" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <ToastRegion />
    </div>
  );
}
