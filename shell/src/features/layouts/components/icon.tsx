import { PRODUCT_SLUG } from '../../../config/product.ts';
import { iconId, type IconName } from '../icon-names.ts';
import styles from './icons.module.css';

/** The icon of each area the site has, by its address; a section placed later gets a neutral one. */
const AREA_ICONS: Readonly<Record<string, IconName | undefined>> = {
  '/evenementen': 'calendarDays',
  '/sport': 'trophy',
  '/media': 'images',
  '/bestuur': 'landmark',
  '/webshop': 'shirt',
  [`/${PRODUCT_SLUG}-actief`]: 'usersRound',
  '/leden': 'contact',
  '/acties': 'megaphone',
  '/sponsors': 'handshake',
  '/account': 'circleUserRound',
};

const OTHER_ICONS = { more: 'ellipsis', search: 'search' } as const satisfies Record<string, IconName>;

/**
 * A decorative icon beside a word: an area's (by its path) or one of the header's own. It draws
 * the page's symbol of that icon (build/icon-sprite-plugin.ts) in the text colour.
 */
export function Icon({
  area,
  name,
  className,
}: {
  area?: string;
  name?: keyof typeof OTHER_ICONS;
  className?: string;
}) {
  const shape: IconName = name ? OTHER_ICONS[name] : ((area ? AREA_ICONS[area] : undefined) ?? 'layoutGrid');
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      // Its size without the stylesheet too: an <svg> is 300 x 150 by default.
      width="22"
      height="22"
      data-icon={shape}
      className={[styles.icon, className].filter(Boolean).join(' ')}
    >
      <use href={`#${iconId(shape)}`} />
    </svg>
  );
}
