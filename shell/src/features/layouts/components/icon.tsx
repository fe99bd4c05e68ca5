import { PRODUCT_SLUG } from '../../../config/product.ts';
import styles from './icons.module.css';

/** The icon of each area the site has, by its address; a section placed later gets a neutral one. */
const AREA_ICONS: Readonly<Record<string, string | undefined>> = {
  '/evenementen': styles.calendarDays,
  '/sport': styles.trophy,
  '/media': styles.images,
  '/bestuur': styles.landmark,
  '/webshop': styles.shirt,
  [`/${PRODUCT_SLUG}-actief`]: styles.usersRound,
  '/leden': styles.contact,
  '/acties': styles.megaphone,
  '/sponsors': styles.handshake,
  '/account': styles.circleUserRound,
};

const OTHER_ICONS = { more: styles.ellipsis, search: styles.search } as const;

/** A decorative icon beside a word: an area's (by its path) or one of the header's own. */
export function Icon({
  area,
  name,
  className,
}: {
  area?: string;
  name?: keyof typeof OTHER_ICONS;
  className?: string;
}) {
  const shape = name ? OTHER_ICONS[name] : ((area && AREA_ICONS[area]) ?? styles.layoutGrid);
  return <span aria-hidden="true" data-icon="" className={[styles.icon, shape, className].filter(Boolean).join(' ')} />;
}
