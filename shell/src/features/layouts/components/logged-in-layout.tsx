import { useSession } from '@tjas/auth';
import { NavLink, Outlet } from 'react-router';
import { PRODUCT_NAME } from '../../../app/product.ts';
import type { RegistryState } from '../../sections/api/section-registry-client.ts';

/** Header with the product name, navigation to every deployed area, and the account menu. */
export function LoggedInLayout({ registry }: { registry: RegistryState }) {
  const name = useSession((state) => state.user?.name || state.user?.username || '');
  return (
    <div className="layout">
      <a className="skip-link" href="#inhoud">
        Naar de inhoud
      </a>
      <header className="layout__header">
        <NavLink className="layout__brand" to="/">
          {PRODUCT_NAME}
        </NavLink>
        <nav aria-label="Hoofdmenu" className="layout__nav">
          <ul>
            {registry.registry.sections.map((section) => (
              <li key={section.name}>
                <NavLink to={section.prefix}>{section.label}</NavLink>
              </li>
            ))}
            <li>
              <NavLink to="/account">Account</NavLink>
            </li>
          </ul>
        </nav>
        <div className="layout__account">
          <span className="layout__user" data-testid="current-user">
            {name}
          </span>
          <NavLink to="/account/uitloggen">Uitloggen</NavLink>
        </div>
      </header>
      <main id="inhoud" className="layout__main">
        <Outlet />
      </main>
    </div>
  );
}
