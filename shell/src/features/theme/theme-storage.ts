import { isThemePreference, type ThemePreference } from '@tjas/ui';

/** Each member's choice is kept on this device under their own key, so members sharing a
 * device each get theirs. */
export function themeStorageKey(userId: string): string {
  return `tjas_theme:${userId}`;
}

export function readThemePreference(userId: string | undefined): ThemePreference {
  if (!userId) return 'system';
  const stored = window.localStorage.getItem(themeStorageKey(userId));
  return isThemePreference(stored) ? stored : 'system';
}

export function writeThemePreference(userId: string, preference: ThemePreference): void {
  if (preference === 'system') window.localStorage.removeItem(themeStorageKey(userId));
  else window.localStorage.setItem(themeStorageKey(userId), preference);
}
