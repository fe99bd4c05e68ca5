/** Each member's choice is kept on this device under their own key, so members sharing a
 * device each get theirs. (Its own module: the build reads it too, build/first-paint-plugin.ts.) */
export function themeStorageKey(userId: string): string {
  return `tjas_theme:${userId}`;
}
