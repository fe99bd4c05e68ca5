/**
 * The history state of the results list's edit links: the editor goes back to the list (with the
 * member's filters, which live in its address) only when this entry was opened from it.
 */
export const FROM_LIST = { fromList: true } as const;

/** Whether a page's history state says it was opened from the results list. */
export function cameFromList(state: unknown): boolean {
  return (state as { fromList?: unknown } | null)?.fromList === true;
}
