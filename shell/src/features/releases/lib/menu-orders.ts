/** A place in the menu as /secties knows it: the name members read and its order (none: last). */
export interface MenuPlace {
  label: string;
  order: number | null | undefined;
}

/**
 * The orders already in use, for the hint beside a new section's order ("1 Evenementen, 2 Sport"),
 * lowest first: a second section on an order is allowed, but the admin should see it coming.
 */
export function takenOrdersText(places: readonly MenuPlace[]): string {
  return (
    places
      .filter((place): place is MenuPlace & { order: number } => typeof place.order === 'number')
      // eslint-disable-next-line no-restricted-properties -- an admin form: labels in Dutch order
      .sort((a, b) => a.order - b.order || a.label.localeCompare(b.label, 'nl'))
      .map((place) => `${place.order} ${place.label}`)
      .join(', ')
  );
}
