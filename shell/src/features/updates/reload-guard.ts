/** At most one automatic reload per 10 seconds, so a broken build cannot reload in a loop. */
export const RELOAD_GUARD_MS = 10_000;
const KEY = 'tjas:last-auto-reload';

/**
 * Reloads the page unless it was reloaded automatically less than 10 seconds ago: a broken
 * deploy must not trap members in a reload loop. The time survives the reload in sessionStorage.
 */
export function reloadOnce(
  reason: string,
  now: number = Date.now(),
  reload: () => void = () => window.location.reload(),
): boolean {
  const last = Number(window.sessionStorage.getItem(KEY) ?? 0);
  if (now - last < RELOAD_GUARD_MS) {
    console.warn(
      `Niet opnieuw geladen (${reason}): de vorige automatische herlaadbeurt was minder dan 10 seconden geleden.`,
    );
    return false;
  }
  window.sessionStorage.setItem(KEY, String(now));
  console.info(`De pagina wordt opnieuw geladen: ${reason}`);
  reload();
  return true;
}
