import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../../../lib/page-title.ts';

/** Spec section 8: status 404, "Page Not Found: {path}". */
export function NotFoundPage() {
  const { pathname } = useLocation();
  usePageTitle('Page Not Found');
  return (
    <section className="notice" data-status="404">
      <h1>Page Not Found</h1>
      <p className="notice__code">Page Not Found: {pathname}</p>
      <p>Deze pagina bestaat niet (meer). Controleer het adres of ga verder vanaf de startpagina.</p>
      <Link to="/">Naar de startpagina</Link>
    </section>
  );
}
