import { sessionStore } from '@tjas/auth';

/**
 * Whose pushes this device receives: the member who turned them on here (push-subscription.ts
 * writes it under the same name; not imported from here, which would split this small module
 * into a file of its own on every page).
 */
export const PUSH_OWNER_KEY = 'tjas:meldingen-van';
/** The endpoint the server last got from this device (push-subscription.ts writes it too). */
export const PUSH_ENDPOINT_KEY = 'tjas:meldingen-adres';

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * A browser may replace a subscription (the worker then subscribes again, sw.ts); the server has
 * only the old one, so the page gives it the new one, with the member's session the worker lacks.
 */
async function giveNewSubscription(): Promise<void> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const registration = await navigator.serviceWorker?.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription || subscription.endpoint === stored(PUSH_ENDPOINT_KEY)) return;
  await (await import('./push-subscription.ts')).giveSubscription(subscription);
}

/**
 * A device's pushes belong to the member who turned them on. A logout lets the server forget the
 * device (logout-page.tsx); when another member is logged in here without one (the first
 * session expired), this device unsubscribes, so none of the first member's pushes show here
 * (their push service then refuses the server's next push, which removes the subscription). For
 * the member themselves, a subscription the browser replaced goes to the server. Once per page.
 */
export function keepPushWithItsMember(): void {
  let done = false;
  const check = () => {
    const { user, token, status } = sessionStore.getState();
    const owner = stored(PUSH_OWNER_KEY);
    if (done || !user || !token || !owner || status !== 'ready') return;
    done = true;
    if (owner === user.id) {
      giveNewSubscription().catch(() => undefined);
      return;
    }
    void import('./push-subscription.ts').then((push) => push.forgetPushOnThisDevice(token));
  };
  check();
  sessionStore.subscribe(check);
}
