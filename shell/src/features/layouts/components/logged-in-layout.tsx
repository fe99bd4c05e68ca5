import { ToastRegion } from '@tjas/ui';
import { NavLink, Outlet, useLocation } from '@tjas/router';
import { useEffect, useRef, useState } from 'react';
import { PRODUCT_NAME } from '../../../config/product.ts';
import { SHELL_PAGES } from '../../../config/shell-pages.ts';
import { prefetchSection, type RegistryState } from '../../sections/index.ts';
import { PowerConfirmation } from '../../confirmations/index.ts';
import { UpdateNotice } from '../../updates/index.ts';
import { Crest } from '../../brand/index.ts';
import { menuRows } from '../lib/menu-rows.ts';
import { useFocusHeadingOnNavigate } from '../lib/use-focus-heading-on-navigate.ts';
import { AccountMenu } from './account-menu.tsx';
import { Icon } from './icon.tsx';
import styles from './layout.module.css';

interface Area {
  to: string;
  label: string;
  /** Starts loading the area's code when the member is about to open it. */
  prefetch?: () => void;
  /** Only in the phone's menu: wider screens reach it through the account menu beside it. */
  phoneOnly?: boolean;
}

const owns = (area: Area, pathname: string) => pathname === area.to || pathname.startsWith(`${area.to}/`);

/** An area's icon (shown in the phone's tab bar and its "Meer" menu) and its name. */
function AreaLink({ area, className }: { area: Area; className: string | undefined }) {
  return (
    <NavLink
      className={className}
      to={area.to}
      onPointerEnter={area.prefetch}
      onTouchStart={area.prefetch}
      onFocus={area.prefetch}
    >
      <Icon area={area.to} className={styles.navIcon} />
      <span className={styles.navLabel}>{area.label}</span>
    </NavLink>
  );
}

/**
 * The areas that do not fit the menu's row: on phones in a menu that opens upwards from the
 * bottom bar, on wider screens (`down`) one that opens below the header.
 */
function MoreAreas({ areas, down = false }: { areas: Area[]; down?: boolean }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [pathname]);
  const current = areas.some((area) => owns(area, pathname));
  return (
    <details className={styles.more} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={`${styles.navLink} ${current ? styles.current : ''}`}>
        <Icon name="more" className={styles.navIcon} />
        <span className={styles.navLabel}>
          Meer{current && <span className="tj-visually-hidden"> (huidige pagina)</span>}
        </span>
      </summary>
      <ul className={`${styles.moreMenu} ${down ? styles.moreMenuDown : ''}`}>
        {areas.map((area) => (
          <li key={area.to}>
            <AreaLink area={area} className={styles.moreLink} />
          </li>
        ))}
      </ul>
    </details>
  );
}

/** Header with the product name, navigation to every deployed area, and the account menu. */
export function LoggedInLayout({ registry }: { registry: RegistryState }) {
  const content = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigate(content);
  const areas: Area[] = [
    ...registry.registry.sections.map((section) => ({
      to: section.prefix,
      label: section.label,
      prefetch: () => prefetchSection(section),
    })),
    { to: '/leden', label: 'Leden' },
    { to: '/acties', label: 'Acties' },
    { to: '/sponsors', label: 'Sponsors' },
    // The account menu (photo and name) leads there on every screen; a second "Account" in the
    // areas read double on a desktop, so only the phone's "Meer" keeps it.
    { to: '/account', label: 'Account', phoneOnly: true },
  ];
  const rows = menuRows(areas);
  return (
    <div className={styles.layout}>
      <a className={styles.skipLink} href="#inhoud">
        Naar de inhoud
      </a>
      <header className={styles.header}>
        {/* The crest names the link; the word beside it says the same to the eye. */}
        <NavLink className={styles.brand} to="/">
          <Crest label={PRODUCT_NAME} size={36} />
          <span aria-hidden="true">{PRODUCT_NAME}</span>
        </NavLink>
        <nav aria-label="Hoofdmenu" className={styles.nav}>
          <ul className={styles.navList}>
            {areas.map((area) => {
              const onPhone = rows.phoneBar.includes(area);
              const onWide = rows.wideBar.includes(area);
              if (!onPhone && !onWide) return null;
              return (
                <li
                  key={area.to}
                  className={onPhone && onWide ? undefined : onPhone ? styles.phoneOnly : styles.wideOnly}
                >
                  <AreaLink area={area} className={styles.navLink} />
                </li>
              );
            })}
            {rows.wideMore.length > 0 && (
              <li className={styles.wideOnly}>
                <MoreAreas areas={rows.wideMore} down />
              </li>
            )}
            {rows.phoneMore.length > 0 && (
              <li className={styles.phoneOnly}>
                <MoreAreas areas={rows.phoneMore} />
              </li>
            )}
          </ul>
        </nav>
        <NavLink className={styles.searchLink} to={`/${SHELL_PAGES.search}`}>
          <Icon name="search" />
          <span className={styles.searchLabel}>Zoeken</span>
        </NavLink>
        <AccountMenu />
      </header>
      <UpdateNotice />
      <main id="inhoud" ref={content} className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <ToastRegion />
      <PowerConfirmation />
    </div>
  );
}
