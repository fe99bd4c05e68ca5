import { NotFoundState } from '@tjas/ui';
import { Link, useLocation } from '@tjas/router';

/** An unknown route: "Page Not Found: {path}" (the server answers it with status 404). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return <NotFoundState path={pathname} home={<Link to="/">Naar de startpagina</Link>} />;
}
