/**
 * A push message as the server sends it (`{ title, body, url, tag }`, see the push outbox in
 * pb_hooks) turned into what the worker shows. Only a path of this site is opened when the
 * notification is tapped: a message is never a way to send a member elsewhere.
 */
export interface ShownNotification {
  title: string;
  options: {
    body: string;
    tag?: string;
    renotify?: boolean;
    icon: string;
    badge: string;
    lang: string;
    data: { url: string };
  };
}

export const NOTIFICATION_ICON = '/icons/tjas-crest-192.png';
export const NOTIFICATION_BADGE = '/icons/tjas-crest-96.png';

/**
 * The page of this site (`origin`) that `url` names, else the start page. Decided on the address
 * as the browser resolves it, not on the text: the URL parser drops tabs and newlines and reads a
 * backslash as a slash, so '/\t/evil.example/x' is '//evil.example/x', another site.
 */
export function siteUrl(url: unknown, origin: string): URL {
  const start = new URL('/', origin);
  if (typeof url !== 'string') return start;
  try {
    const resolved = new URL(url, start);
    // A path starting with '//' is our origin's, but would name another site when resolved again.
    return resolved.origin === start.origin && !resolved.pathname.startsWith('//') ? resolved : start;
  } catch {
    return start;
  }
}

/** `url` as a path on this site ('/evenementen/abc'), else '/': kept with the notification. */
export function sitePath(url: unknown, origin: string): string {
  const { pathname, search, hash } = siteUrl(url, origin);
  return `${pathname}${search}${hash}`;
}

/**
 * What to show for a push's data (JSON text); a message that is not ours shows the product's name.
 * `origin` is the worker's own: the page a tap opens is of this site only.
 */
export function notificationOf(data: string | null, productName: string, origin: string): ShownNotification {
  let message: Record<string, unknown> = {};
  try {
    const parsed: unknown = data ? JSON.parse(data) : {};
    if (typeof parsed === 'object' && parsed !== null) message = parsed as Record<string, unknown>;
  } catch {
    // not JSON: shown with the product's name, so the push is never silent (userVisibleOnly)
  }
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const tag = text(message['tag']);
  return {
    title: text(message['title']) || productName,
    options: {
      body: text(message['body']),
      // A tag replaces the earlier notification with it; renotify makes the later one sound and
      // vibrate too, else a cancellation after a 'moved' notice would change the text silently.
      ...(tag ? { tag, renotify: true } : {}),
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      lang: 'nl',
      data: { url: sitePath(message['url'], origin) },
    },
  };
}
