/**
 * The news form's formatting buttons: they write the few tags a post may hold (<b>, <i>,
 * <a href>, lists) around what the volunteer selected, so nobody has to type HTML. The result
 * goes through paragraphsToHtml and the server's cleaning like typed text.
 */
export type Format = 'bold' | 'italic' | 'link' | 'list';

/** The text after the change, with the part to keep selected. */
export interface Edit {
  text: string;
  start: number;
  end: number;
}

const PLACEHOLDER: Record<Exclude<Format, 'link'>, string> = {
  bold: 'vetgedrukte tekst',
  italic: 'schuingedrukte tekst',
  list: 'eerste punt\ntweede punt',
};
const WEB_ADDRESS = /^(https?:\/\/[^\s"<>]+|mailto:[^\s"<>@]+@[^\s"<>]+)$/i;

function wrap(text: string, start: number, end: number, open: string, close: string, fallback: string): Edit {
  const inner = text.slice(start, end) || fallback;
  return {
    text: `${text.slice(0, start)}${open}${inner}${close}${text.slice(end)}`,
    start: start + open.length,
    end: start + open.length + inner.length,
  };
}

/** A list of the selected lines, as a block of its own (blank lines around it). */
function list(text: string, start: number, end: number): Edit {
  const lines = (text.slice(start, end) || PLACEHOLDER.list)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const before = text.slice(0, start).replace(/\s*$/, '');
  const after = text.slice(end).replace(/^\s*/, '');
  const block = `<ul>\n${lines.map((line) => `<li>${line}</li>`).join('\n')}\n</ul>`;
  const head = before ? `${before}\n\n` : '';
  return { text: `${head}${block}${after ? `\n\n${after}` : ''}`, start: head.length, end: head.length + block.length };
}

/** Why a link's address cannot be used (only http(s) and mailto), or undefined when it can. */
export function linkAddressError(address: string): string | undefined {
  return WEB_ADDRESS.test(address.trim())
    ? undefined
    : 'Geef een webadres dat met https:// begint (of een mailto:-adres).';
}

/** Applies a format to the selection [start, end); a link needs its address (http(s) or mailto). */
export function applyFormat(
  text: string,
  start: number,
  end: number,
  format: Format,
  address = '',
): Edit | { error: string } {
  if (format === 'bold') return wrap(text, start, end, '<b>', '</b>', PLACEHOLDER.bold);
  if (format === 'italic') return wrap(text, start, end, '<i>', '</i>', PLACEHOLDER.italic);
  if (format === 'list') return list(text, start, end);
  const url = address.trim();
  const error = linkAddressError(url);
  if (error) return { error };
  return wrap(text, start, end, `<a href="${url}">`, '</a>', url);
}
