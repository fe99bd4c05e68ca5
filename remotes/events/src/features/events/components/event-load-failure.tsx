import { describeError, isResponseError } from '@tjas/auth';
import { ErrorState, NotFoundState } from '@tjas/ui';
import { Link, useLocation } from '@tjas/router';

/** An event that could not be loaded: the site's not-found page when it does not exist, else the reason and a retry. */
export function EventLoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { pathname } = useLocation();
  if (isResponseError(error) && error.status === 404) {
    return <NotFoundState path={pathname} home={<Link to="/evenementen">Naar de evenementen</Link>} />;
  }
  return <ErrorState message={describeError(error)} onRetry={onRetry} />;
}
