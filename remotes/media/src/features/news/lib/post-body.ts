/**
 * Turns what a volunteer types into the stored HTML: blank lines separate paragraphs, single
 * line breaks stay, and the simple tags they may use (<b>, <i>, <a href>, lists) pass through.
 * The server cleans it when it is saved (pb_hooks/lib/clean-html.js), and it is sanitised again
 * when shown.
 */
export function paragraphsToHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) =>
      /^<(ul|ol|h2|h3|blockquote|p)[\s>]/i.test(block) ? block : `<p>${block.replace(/\n/g, '<br>')}</p>`,
    )
    .join('');
}
