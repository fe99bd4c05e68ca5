import { describe, expect, it } from 'vitest';
import {
  keyBytes,
  PUSH_BLOCKED,
  PUSH_NEEDS_HOME_SCREEN,
  PUSH_UNSUPPORTED,
  pushUnavailableReason,
  type PushEnvironment,
} from './push-support.ts';

const capable: PushEnvironment = {
  serviceWorker: true,
  pushManager: true,
  notification: true,
  permission: 'default',
  standalone: false,
  apple: false,
};

describe('why push cannot be turned on', () => {
  it('is nothing in a browser that has push and has not blocked it', () => {
    expect(pushUnavailableReason(capable)).toBeNull();
    expect(pushUnavailableReason({ ...capable, permission: 'granted' })).toBeNull();
  });

  it('tells an iPhone in Safari to put the site on the home screen first', () => {
    const safari = { ...capable, pushManager: false, notification: false, apple: true };
    expect(pushUnavailableReason(safari)).toBe(PUSH_NEEDS_HOME_SCREEN);
    // From the home screen without push (an iOS before 16.4), it is the browser itself.
    expect(pushUnavailableReason({ ...safari, standalone: true })).toBe(PUSH_UNSUPPORTED);
  });

  it('names a browser without push, and a site the member blocked', () => {
    expect(pushUnavailableReason({ ...capable, pushManager: false })).toBe(PUSH_UNSUPPORTED);
    expect(pushUnavailableReason({ ...capable, permission: 'denied' })).toBe(PUSH_BLOCKED);
  });
});

describe('the VAPID key', () => {
  it('is decoded from base64url to the 65 bytes of a P-256 point', () => {
    const key = `B${'A'.repeat(86)}`;
    const bytes = keyBytes(key);
    expect(bytes.length).toBe(65);
    expect(bytes[0]).toBe(0x04);
    expect([...keyBytes('-_8')]).toEqual([0xfb, 0xff]);
  });
});
