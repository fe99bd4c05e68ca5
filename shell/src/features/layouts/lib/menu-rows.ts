/**
 * Which areas the main menu shows in its one row, and which go under "Meer": on a phone the
 * bottom bar holds `phoneBar` areas (the rest under "Meer", a fifth item); on wider screens the
 * header holds `wideBar` items in one row, so once admins add sections beyond that, the last
 * areas go under a "Meer" there too instead of wrapping onto a second row.
 */
export interface MenuRows<T> {
  phoneBar: T[];
  phoneMore: T[];
  wideBar: T[];
  wideMore: T[];
}

/** Phone's bottom bar: four areas and "Meer" (at most five items). */
export const ON_PHONE_BAR = 4;
/**
 * The header's row at 1280 px holds nine areas of the length sections have (measured with the six
 * sections, "Leden", "Acties" and "Sponsors"); a tenth wrapped onto a second row.
 */
export const ON_WIDE_BAR = 9;

export function menuRows<T extends { phoneOnly?: boolean }>(areas: readonly T[]): MenuRows<T> {
  const wide = areas.filter((area) => !area.phoneOnly);
  // With more than fit, "Meer" takes the last place of the row.
  const wideCount = wide.length > ON_WIDE_BAR ? ON_WIDE_BAR - 1 : wide.length;
  return {
    phoneBar: areas.slice(0, ON_PHONE_BAR),
    phoneMore: areas.slice(ON_PHONE_BAR),
    wideBar: wide.slice(0, wideCount),
    wideMore: wide.slice(wideCount),
  };
}
