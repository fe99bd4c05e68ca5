import { useHasPermission } from '@tjas/auth';
import type { SectionNavEntry } from '@tjas/federation/section-contract';
import { NavLink } from '@tjas/router';
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
  if (entries.length < 2) return null;
  return (
    <nav aria-label={`Menu ${label}`} className={styles.nav}>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <NavItem key={entry.to} entry={entry} prefix={prefix} />
        ))}
      </ul>
    </nav>
  );
}
