import { isThemePreference, type ThemePreference } from '@tjas/ui';
import { themeStorageKey } from './theme-storage-key.ts';

export function readThemePreference(userId: string | undefined): ThemePreference {
  if (!userId) return 'system';
  const stored = window.localStorage.getItem(themeStorageKey(userId));
  return isThemePreference(stored) ? stored : 'system';
}

export function writeThemePreference(userId: string, preference: ThemePreference): void {
  if (preference === 'system') window.localStorage.removeItem(themeStorageKey(userId));
  else window.localStorage.setItem(themeStorageKey(userId), preference);
}
