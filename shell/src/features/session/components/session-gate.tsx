import { LoadingState } from '@tjas/ui';
import { useSession } from '@tjas/auth';
import { Outlet } from 'react-router';

/** Holds the routes back until the stored session has been refreshed or cleared. */
export function SessionGate() {
  const status = useSession((state) => state.status);
  if (status !== 'ready') {
    return (
      <LoadingState label="Even geduld…" />
    );
  }
  return <Outlet />;
}
