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

const BLOCKS = /^(UL|OL|H2|H3|BLOCKQUOTE)$/;
const brToNewline = (html: string) => html.replace(/<br\s*\/?>/gi, '\n').trim();

/**
 * The stored HTML of a post back into what the form edits (the opposite of paragraphsToHtml):
 * each paragraph a block of text with its line breaks, lists and headings as the tags they are,
 * blank lines between. A lone `&amp;` reads as `&` (the server writes it back the same).
 */
export function htmlToParagraphs(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const blocks: string[] = [];
  let loose = document.createElement('div');
  const flush = () => {
    blocks.push(brToNewline(loose.innerHTML));
    loose = document.createElement('div');
  };
  for (const node of Array.from(template.content.childNodes)) {
    if (node instanceof Element && node.tagName === 'P') {
      flush();
      blocks.push(brToNewline(node.innerHTML));
    } else if (node instanceof Element && BLOCKS.test(node.tagName)) {
      flush();
      blocks.push(node.outerHTML);
    } else {
      loose.append(node.cloneNode(true));
    }
  }
  flush();
  return blocks
    .filter(Boolean)
    .join('\n\n')
    .replace(/&amp;(?![a-z0-9#]+;)/gi, '&');
}
