import { getPocketBase, useSession } from '@tjas/auth';
import { Avatar, ThemeSelect } from '@tjas/ui';
import { useEffect, useState } from 'react';
import { Link, useLocation } from '@tjas/router';
import { useMayReleaseAny } from '../../releases/index.ts';
import { useMemberTheme } from '../../theme/index.ts';
import styles from './layout.module.css';

/** The member's photo (or initials) and name, opening a menu with the account page, the theme and logging out. */
export function AccountMenu() {
  const name = useSession((state) => state.user?.name || state.user?.username || 'Account');
  const user = useSession((state) => state.user);
  // The account page's thumbnail (the same file); not imported from the account feature: a module
  // shared with its lazy pages would be one more file on every member's first load.
  const avatar = user?.avatar
    ? getPocketBase().files.getURL({ ...user, collectionName: 'users' }, user.avatar, { thumb: '96x96' })
    : '';
  const [theme, setTheme] = useMemberTheme();
  const [open, setOpen] = useState(false);
  const releases = useMayReleaseAny();
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  return (
    <details className={styles.account} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.accountToggle} data-testid="current-user">
        {/* The member's face: their photo, or their initials until they upload one. */}
        <Avatar className={styles.avatar} name={name} src={avatar} size={28} />
        {name}
      </summary>
      <div className={styles.accountMenu}>
        <Link to="/account">Mijn overzicht</Link>
        <Link to="/account/mijn-account">Gegevens en wachtwoord</Link>
        {releases && <Link to="/secties">Secties</Link>}
        <ThemeSelect value={theme} onChange={setTheme} />
        <Link to="/account/uitloggen">Uitloggen</Link>
      </div>
    </details>
  );
}
