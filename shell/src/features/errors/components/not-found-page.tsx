import { NotFoundState, usePageTitle } from '@tjas/ui';
import { Link, useLocation } from '@tjas/router';

/** An unknown route: status 404, "Page Not Found: {path}". */
export function NotFoundPage() {
  const { pathname } = useLocation();
  usePageTitle('Page Not Found');
  return <NotFoundState path={pathname} home={<Link to="/">Naar de startpagina</Link>} />;
}
