/**
 * Why push cannot be turned on in this browser, in words a member can act on; null when it can.
 * iOS and iPadOS offer push only to a site added to the home screen and opened from there.
 */
export interface PushEnvironment {
  serviceWorker: boolean;
  pushManager: boolean;
  notification: boolean;
  permission: NotificationPermission | 'unsupported';
  /** Opened from the home screen (display-mode standalone, or iOS's navigator.standalone). */
  standalone: boolean;
  /** An iPhone or iPad (an iPad says it is a Mac with a touch screen). */
  apple: boolean;
}

export const PUSH_NEEDS_HOME_SCREEN =
  'Op een iPhone of iPad krijg je meldingen alleen als je de site op je beginscherm zet: tik in Safari op Deel en kies ‘Zet op beginscherm’. Open de site daarna vanaf je beginscherm en zet meldingen hier aan.';
export const PUSH_UNSUPPORTED =
  'Deze browser kan geen meldingen ontvangen. Gebruik een recente versie van Chrome, Firefox, Edge of Safari.';
export const PUSH_BLOCKED =
  'Je browser blokkeert meldingen van deze site. Sta meldingen toe in de instellingen van je browser (bij het slotje naast het adres) en zet ze daarna hier aan.';
export const PUSH_NOT_ALLOWED =
  'Je hebt geen toestemming gegeven voor meldingen. Zet de schakelaar opnieuw aan om het nog eens te vragen.';
export const PUSH_SERVICE_FAILED =
  'Je browser kon zich niet aanmelden bij zijn meldingendienst. Probeer het later nog eens, of gebruik een andere browser.';
export const PUSH_NOT_READY =
  'Meldingen zijn op dit apparaat nog niet klaar. Laad de pagina opnieuw en probeer het nog eens.';

export function pushUnavailableReason(env: PushEnvironment): string | null {
  const capable = env.serviceWorker && env.pushManager && env.notification;
  if (!capable) return env.apple && !env.standalone ? PUSH_NEEDS_HOME_SCREEN : PUSH_UNSUPPORTED;
  if (env.permission === 'denied') return PUSH_BLOCKED;
  return null;
}

/** The environment of this browser. */
export function currentPushEnvironment(): PushEnvironment {
  const touchMac = /Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1;
  return {
    serviceWorker: 'serviceWorker' in navigator,
    pushManager: typeof window !== 'undefined' && 'PushManager' in window,
    notification: typeof Notification !== 'undefined',
    permission: typeof Notification !== 'undefined' ? Notification.permission : 'unsupported',
    standalone:
      window.matchMedia?.('(display-mode: standalone)').matches === true ||
      (navigator as Navigator & { standalone?: boolean }).standalone === true,
    apple: /iPhone|iPad|iPod/.test(navigator.userAgent) || touchMac,
  };
}

/** A VAPID public key (base64url) as the bytes pushManager.subscribe takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
