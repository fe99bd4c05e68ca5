import { describe, expect, it } from 'vitest';
import { endpointAllowed, extraOrigins, originOf, PUSH_KIND_VALUES, subscriptionError } from './push.cjs';

const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'a'.repeat(22) };
const subscription = (endpoint: string, more: Record<string, unknown> = {}) => ({
  endpoint,
  expirationTime: null,
  keys,
  ...more,
});

describe('the push services a subscription may name', () => {
  it('takes the browsers’ push services over https', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://fcm.googleapis.com:443/fcm/send/x',
    ])
      expect(endpointAllowed(endpoint, []), endpoint).toBe(true);
  });

  it('refuses plain http, other ports, look-alike hosts and other addresses', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilpush.services.mozilla.com.example/x',
      'https://127.0.0.1/x',
      'https://user@fcm.googleapis.com/x',
      // Apple's other services (the APNs API) are no Web Push endpoints.
      'https://api.push.apple.com/3/device/abc',
      'javascript:alert(1)',
    ])
      expect(endpointAllowed(endpoint, []), endpoint).toBe(false);
  });

  it('takes exactly the extra origins of the setting, http too', () => {
    const extra = extraOrigins(' http://127.0.0.1:4100 , https://push.example/ , nonsense');
    expect(extra).toEqual(['http://127.0.0.1:4100', 'https://push.example']);
    expect(endpointAllowed('http://127.0.0.1:4100/push/1', extra)).toBe(true);
    expect(endpointAllowed('http://127.0.0.1:4101/push/1', extra)).toBe(false);
    expect(endpointAllowed('https://push.example:443/a', extra)).toBe(true);
    expect(originOf('HTTPS://Push.Example:443/a')).toBe('https://push.example');
  });
});

describe('subscriptionError', () => {
  it('takes PushSubscription.toJSON() of a push service', () => {
    expect(subscriptionError(subscription('https://fcm.googleapis.com/fcm/send/a'), [])).toBeNull();
    expect(subscriptionError(subscription('https://fcm.googleapis.com/fcm/send/a', { expirationTime: 1 }))).toBeNull();
  });

  it('says in Dutch what is wrong: unusable input, or a service the site does not post to', () => {
    const unusable = /geen bruikbaar pushabonnement/;
    expect(subscriptionError(null, [])).toMatch(unusable);
    expect(subscriptionError({ endpoint: 'https://fcm.googleapis.com/x' }, [])).toMatch(unusable);
    expect(
      subscriptionError(subscription('https://fcm.googleapis.com/x', { keys: { ...keys, auth: 'kort' } })),
    ).toMatch(unusable);
    expect(
      subscriptionError(
        subscription('https://fcm.googleapis.com/x', { keys: { ...keys, p256dh: `C${'A'.repeat(86)}` } }),
      ),
    ).toMatch(unusable);
    expect(subscriptionError(subscription(`https://fcm.googleapis.com/${'a'.repeat(1000)}`))).toMatch(unusable);
    // An end no date can hold (it answered PocketBase's English 500-like 400 before).
    for (const expirationTime of [1e300, 9e15, Infinity, NaN, -1])
      expect(
        subscriptionError(subscription('https://fcm.googleapis.com/x', { expirationTime })),
        String(expirationTime),
      ).toMatch(unusable);
    expect(
      subscriptionError(subscription('https://fcm.googleapis.com/x', { expirationTime: Date.UTC(2099, 0) })),
    ).toBeNull();
    expect(subscriptionError(subscription('https://push.example/a'), [])).toMatch(/pushdienst/);
  });

  it('names seven kinds', () => {
    expect(PUSH_KIND_VALUES).toEqual([
      'wachtlijst',
      'evenement',
      'herinnering',
      'deadline',
      'bestelling',
      'inzending',
      'bericht',
    ]);
  });
});
