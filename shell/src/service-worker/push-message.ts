/**
 * A push message as the server sends it (`{ title, body, url, tag }`, see the push outbox in
 * pb_hooks) turned into what the worker shows. Only a path of this site is opened when the
 * notification is tapped: a message is never a way to send a member elsewhere.
 */
export interface ShownNotification {
  title: string;
  options: { body: string; tag?: string; icon: string; badge: string; lang: string; data: { url: string } };
}

export const NOTIFICATION_ICON = '/icons/tjas-crest-192.png';
export const NOTIFICATION_BADGE = '/icons/tjas-crest-96.png';

/** `url` when it is a path on this site ('/evenementen/abc'), else the start page. */
export function sitePath(url: unknown): string {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//') || url.includes('\\')) return '/';
  return url;
}

/** What to show for a push's data (JSON text); a message that is not ours shows the product's name. */
export function notificationOf(data: string | null, productName: string): ShownNotification {
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
      ...(tag ? { tag } : {}),
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      lang: 'nl',
      data: { url: sitePath(message['url']) },
    },
  };
}
