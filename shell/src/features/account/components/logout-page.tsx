import { logout, sessionStore } from '@tjas/auth';
import { useEffect } from 'react';
import { useNavigate } from '@tjas/router';
import { LoadingState, usePageTitle } from '@tjas/ui';

/** Visiting /account/uitloggen logs out and lands on /login without a way "back" into the site. */
export function LogoutPage() {
  usePageTitle('Uitloggen');
  const navigate = useNavigate();
  useEffect(() => {
    // The guard may also see the cleared session first; returnTarget() never sends a member
    // back here after the next login.
    navigate('/login', { replace: true });
    // This device's pushes were the leaving member's: the server forgets the subscription (asked
    // with their token, taken before it is cleared), so whoever logs in next gets none of them.
    // Asked of the registration, not the page's controller: after a hard reload no worker controls
    // the page, yet the device is subscribed all the same.
    const token = sessionStore.getState().token;
    if (token && 'serviceWorker' in navigator)
      void navigator.serviceWorker
        .getRegistration()
        .then(async (registration) => {
          if (!registration?.pushManager) return;
          await (await import('../api/push-subscription.ts')).forgetPushOnThisDevice(token);
        })
        .catch(() => undefined);
    logout();
  }, [navigate]);
  return <LoadingState label="Je wordt uitgelogd…" />;
}
