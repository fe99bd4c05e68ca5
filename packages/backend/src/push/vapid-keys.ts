import type PocketBase from 'pocketbase';
import { ClientResponseError } from 'pocketbase';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const NAME = 'vapid';

async function stored(admin: PocketBase): Promise<VapidKeys | undefined> {
  try {
    const record = await admin.collection('push_keys').getFirstListItem(admin.filter('name = {:name}', { name: NAME }));
    return { publicKey: String(record['public_key']), privateKey: String(record['private_key']) };
  } catch (error) {
    if (error instanceof ClientResponseError && error.status === 404) return undefined;
    throw error;
  }
}

/**
 * The site's VAPID key pair, made at the first start and kept in the database (`push_keys`,
 * superusers only): a backup holds it, so a restored site keeps it, and the browsers'
 * subscriptions, which are bound to its public key, keep working. Two starts at once keep one
 * pair: the name is unique, and the second reads what the first stored.
 */
export async function ensureVapidKeys(admin: PocketBase): Promise<VapidKeys> {
  const existing = await stored(admin);
  if (existing) return existing;
  const keys = webpush.generateVAPIDKeys();
  try {
    await admin
      .collection('push_keys')
      .create({ name: NAME, public_key: keys.publicKey, private_key: keys.privateKey }, { requestKey: null });
    return keys;
  } catch (error) {
    const other = await stored(admin);
    if (other) return other;
    throw error;
  }
}
