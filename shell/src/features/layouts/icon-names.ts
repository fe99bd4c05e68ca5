/**
 * The site's icons, Lucide's (lucide-static): by the name the code uses, the file they are drawn
 * from. The build draws each once, as a `<symbol>` in the page's HTML (build/icon-sprite-plugin.ts),
 * and `<Icon>` refers to it, so the code carries names only.
 */
export const ICON_FILES = {
  calendarDays: 'calendar-days',
  trophy: 'trophy',
  images: 'images',
  landmark: 'landmark',
  shirt: 'shirt',
  usersRound: 'users-round',
  contact: 'contact-round',
  megaphone: 'megaphone',
  handshake: 'handshake',
  circleUserRound: 'circle-user-round',
  layoutGrid: 'layout-grid',
  ellipsis: 'ellipsis',
  search: 'search',
} as const;

export type IconName = keyof typeof ICON_FILES;

/** The id of an icon's `<symbol>` in the page. */
export const iconId = (name: IconName) => `tj-icon-${name}`;
