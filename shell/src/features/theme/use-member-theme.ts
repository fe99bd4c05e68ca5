import { useSession } from '@tjas/auth';
import { applyTheme, type ThemePreference } from '@tjas/ui';
import { useCallback, useEffect, useState } from 'react';
import { readThemePreference, writeThemePreference } from './theme-storage.ts';

/** The logged-in member's theme: applied to the page, and remembered when changed. */
export function useMemberTheme(): [ThemePreference, (preference: ThemePreference) => void] {
  const userId = useSession((state) => state.user?.id);
  const [preference, setPreference] = useState<ThemePreference>(() => readThemePreference(userId));
  useEffect(() => setPreference(readThemePreference(userId)), [userId]);
  useEffect(() => applyTheme(preference), [preference]);
  const choose = useCallback(
    (next: ThemePreference) => {
      if (userId) writeThemePreference(userId, next);
      setPreference(next);
    },
    [userId],
  );
  return [preference, choose];
}
