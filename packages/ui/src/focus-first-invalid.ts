const CONTROL = 'input:not([type="hidden"]), select, textarea';

/**
 * After a submit that found errors: the focus goes to the first control marked invalid inside
 * `root` (in page order; for a group such as a fieldset of radio buttons, its first control), so
 * a keyboard or screen-reader user lands on the first field to fix and hears its message.
 * Returns whether a control was found.
 */
export function focusFirstInvalid(root: HTMLElement | null): boolean {
  const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return false;
  const target = invalid.matches(CONTROL) ? invalid : invalid.querySelector<HTMLElement>(CONTROL);
  target?.focus();
  return target !== null && target !== undefined;
}
