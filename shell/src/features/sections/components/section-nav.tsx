import { useHasPermission } from '@tjas/auth';
import type { SectionNavEntry } from '@tjas/federation/section-contract';
import { NavLink, useLocation } from '@tjas/router';
import { useLayoutEffect, useRef } from 'react';
import styles from './section-nav.module.css';

function NavItem({ entry, prefix }: { entry: SectionNavEntry; prefix: string }) {
  const allowed = useHasPermission(entry.permission);
  if (!allowed) return null;
  return (
    <li>
      <NavLink className={styles.link} to={[prefix, entry.to].filter(Boolean).join('/')} end={entry.to === ''}>
        {entry.label}
      </NavLink>
    </li>
  );
}

/** A section's own navigation (from its contract), with only the entries the member may use. */
export function SectionNav({
  label,
  prefix,
  entries,
}: {
  label: string;
  prefix: string;
  entries: readonly SectionNavEntry[];
}) {
  const row = useCurrentTabInView();
  if (entries.length < 2) return null;
  return (
    <nav aria-label={`Menu ${label}`} className={styles.nav}>
      <ul ref={row} className={styles.list}>
        {entries.map((entry) => (
          <NavItem key={entry.to} entry={entry} prefix={prefix} />
        ))}
      </ul>
    </nav>
  );
}

/**
 * On a phone the tabs are one row that scrolls sideways: after each navigation the current tab is
 * scrolled into that row's view. Only the row moves (scrollIntoView could scroll the page too).
 */
function useCurrentTabInView() {
  const row = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const list = row.current;
    const current = list?.querySelector('[aria-current="page"]');
    if (!list || !current) return;
    const view = list.getBoundingClientRect();
    const tab = current.getBoundingClientRect();
    if (tab.left < view.left) list.scrollLeft -= view.left - tab.left;
    else if (tab.right > view.right) list.scrollLeft += tab.right - view.right;
  }, [pathname]);
  return row;
}
