/**
 * Text made safe inside HTML or SVG markup, as an element's text or a quoted attribute value:
 * the five characters that could end either become numeric character references.
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
