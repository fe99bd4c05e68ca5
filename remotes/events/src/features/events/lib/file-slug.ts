/** `text` as lowercase ASCII words joined by dashes ("Één Café!" -> "een-cafe"); '' when nothing is left. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A file name for an event's downloads (its calendar file, its sign-up list). */
export function fileSlug(text: string): string {
  return slugify(text) || 'evenement';
}
