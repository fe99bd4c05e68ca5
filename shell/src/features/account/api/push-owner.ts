import { sessionStore } from '@tjas/auth';

/**
 * Whose pushes this device receives: the member who turned them on here (push-subscription.ts
 * writes it under the same name; not imported from here, which would split this small module
 * into a file of its own on every page).
 */
export const PUSH_OWNER_KEY = 'tjas:meldingen-van';

function pushOwner(): string | null {
  try {
    return localStorage.getItem(PUSH_OWNER_KEY);
  } catch {
    return null;
  }
}

/**
 * A device's pushes belong to the member who turned them on. A logout lets the server forget the
 * device (logout-page.tsx); when another member is logged in here without one (the first
 * session expired), this device unsubscribes, so none of the first member's pushes show here
 * (their push service then refuses the server's next push, which removes the subscription).
 */
export function forgetOtherMembersPush(): void {
  let forgetting = false;
  const check = () => {
    const { user, token } = sessionStore.getState();
    const owner = pushOwner();
    if (forgetting || !user || !token || !owner || owner === user.id) return;
    forgetting = true;
    void import('./push-subscription.ts').then((push) => push.forgetPushOnThisDevice(token));
  };
  check();
  sessionStore.subscribe(check);
}
