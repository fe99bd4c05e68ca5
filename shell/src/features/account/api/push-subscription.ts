import { getPocketBase, sessionStore } from '@tjas/auth';
import type { PushKind } from '@tjas/schema/rules/push';
import { keyBytes, PUSH_BLOCKED, PUSH_NOT_ALLOWED, PUSH_NOT_READY, PUSH_SERVICE_FAILED } from '../lib/push-support.ts';

/** A reason push could not be turned on, said to the member as it is (Dutch). */
export class PushRefusal extends Error {}

const SUBSCRIPTIONS = '/api/tjas/push-abonnementen';
/** Whose pushes this device receives, and the endpoint the server has (push-owner.ts, the same names). */
export const OWNER_KEY = 'tjas:meldingen-van';
export const ENDPOINT_KEY = 'tjas:meldingen-adres';

function rememberOwner(memberId: string | null, endpoint = ''): void {
  try {
    if (memberId) {
      localStorage.setItem(OWNER_KEY, memberId);
      localStorage.setItem(ENDPOINT_KEY, endpoint);
    } else {
      localStorage.removeItem(OWNER_KEY);
      localStorage.removeItem(ENDPOINT_KEY);
    }
  } catch {
    // no storage: another member's login then cannot notice the device was someone else's
  }
}

/** Gives the server this device's subscription for the logged-in member. */
export async function giveSubscription(subscription: PushSubscription): Promise<void> {
  await getPocketBase().send(SUBSCRIPTIONS, { method: 'POST', body: subscription.toJSON() });
  rememberOwner(sessionStore.getState().user?.id ?? null, subscription.endpoint);
}

/**
 * The site's worker; it registers after the page loaded, so a member who is quick waits a little.
 * (Not lib/with-timeout.ts: sharing it with the start-up code split it into a file of its own on
 * every page.)
 */
function workerRegistration(): Promise<ServiceWorkerRegistration> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new PushRefusal(PUSH_NOT_READY)), 10_000);
    void navigator.serviceWorker.ready.then((registration) => {
      clearTimeout(timer);
      resolve(registration);
    });
  });
}

/** This device's subscription, when it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker?.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Turns push on for this device: asks the browser's permission, subscribes at its push service
 * with the site's VAPID key (every push shows a notification: userVisibleOnly) and gives the
 * subscription to the server for the logged-in member.
 */
export async function turnPushOn(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushRefusal(PUSH_BLOCKED);
  if (permission !== 'granted') throw new PushRefusal(PUSH_NOT_ALLOWED);
  const registration = await workerRegistration();
  const pb = getPocketBase();
  const { publicKey } = await pb.send<{ publicKey: string }>('/api/tjas/push-sleutel', { method: 'GET' });
  let subscription: PushSubscription;
  try {
    subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    });
  } catch {
    throw new PushRefusal(PUSH_SERVICE_FAILED);
  }
  try {
    await giveSubscription(subscription);
  } catch (error) {
    // The server did not take it: no subscription stays that would receive nothing.
    await subscription.unsubscribe().catch(() => undefined);
    throw error;
  }
}

/** Turns push off for this device: the server forgets it and the browser unsubscribes. */
export async function turnPushOff(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await getPocketBase().send(SUBSCRIPTIONS, { method: 'DELETE', body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
  rememberOwner(null);
}

/**
 * At logout: this device's pushes belong to the member who leaves, not to whoever logs in next.
 * Asked with the leaving member's token (taken before the session is cleared); never throws. Also
 * when another member is logged in on a device that was not logged out (push-owner.ts): the
 * server keeps the first member's subscription until its push service refuses it.
 */
export async function forgetPushOnThisDevice(token: string): Promise<void> {
  rememberOwner(null);
  try {
    const subscription = await currentSubscription();
    if (!subscription) return;
    await getPocketBase()
      .send(SUBSCRIPTIONS, {
        method: 'DELETE',
        body: { endpoint: subscription.endpoint },
        headers: { Authorization: token },
        requestKey: null,
      })
      .catch(() => undefined);
    await subscription.unsubscribe();
  } catch {
    // no worker or no push on this device: nothing to forget
  }
}

/** The kinds of push the member turned off (their own, through the server's route). */
export async function loadPushOff(): Promise<PushKind[]> {
  return (await getPocketBase().send<{ off: PushKind[] }>('/api/tjas/mijn-pushvoorkeuren', { method: 'GET' })).off;
}

export function savePushOff(off: readonly PushKind[]) {
  return getPocketBase().send<{ off: PushKind[] }>('/api/tjas/mijn-pushvoorkeuren', { method: 'PUT', body: { off } });
}
