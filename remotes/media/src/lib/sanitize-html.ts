import type { DOMPurify } from 'dompurify';
import { allowedAttributes, allowedTags, imageAllowed } from '@tjas/schema/rules/rich-text';

/**
 * What a news post or page may contain: text markup, lists, links and this site's news pictures;
 * nothing that runs. The same list the server cleans with when it is saved (@tjas/schema/rules/rich-text).
 */
const ALLOWED_TAGS = allowedTags();
const ALLOWED_ATTR = allowedAttributes();

/** A picture's attributes as written, for the shared rule. */
function attributesOf(element: Element): Record<string, string> {
  return Object.fromEntries([...element.attributes].map((attribute) => [attribute.name, attribute.value]));
}

/** Stored HTML made safe to show (sanitizeWith). */
export type Sanitize = (html: string) => string;

/**
 * Sanitises stored HTML before it is shown, with `purify`: scripts, event handlers, styles,
 * iframes, javascript: links and pictures from anywhere but this site's news pictures go; links to
 * other sites open in a new tab without access to this one.
 */
export function sanitizeWith(purify: DOMPurify): Sanitize {
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return (html) => {
    const fragment = purify.sanitize(html, {
      ALLOWED_TAGS,
      ALLOWED_ATTR,
      ALLOW_DATA_ATTR: false,
      RETURN_DOM_FRAGMENT: true,
    });
    // A picture stays only whole, as the server keeps it: with its own address and a description.
    for (const image of fragment.querySelectorAll('img')) if (!imageAllowed(attributesOf(image))) image.remove();
    const holder = document.createElement('div');
    holder.append(fragment);
    return holder.innerHTML;
  };
}

/** Block elements whose text is a paragraph of its own in the plain text of stored HTML. */
const BLOCKS = 'p, li, h1, h2, h3, h4, h5, h6, blockquote, pre';

/**
 * Stored HTML as plain paragraphs, without any of its markup: what a page shows when the
 * sanitiser could not be loaded (its file did not arrive). The text stays readable, nothing of
 * the markup can run: the HTML is only parsed (DOMParser runs no scripts and loads no pictures),
 * and the paragraphs are written as text.
 */
export function plainText(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const blocks = [...body.querySelectorAll(BLOCKS)].filter((block) => !block.querySelector(BLOCKS));
  const texts = (blocks.length > 0 ? blocks : [body]).map((block) => (block.textContent ?? '').trim());
  const holder = document.createElement('div');
  for (const text of texts.filter(Boolean)) {
    const paragraph = document.createElement('p');
    paragraph.textContent = text;
    holder.append(paragraph);
  }
  return holder.innerHTML;
}

/*
 * DOMPurify is 11 KB gzip, half of the section's code, and only the pages that show stored HTML
 * (news, the song, the mascot) need it: it is a file of its own, which those pages load beside
 * their data (withSanitizer), so the albums and the overview are shown without it (#33).
 * Strategy when its file does not arrive: the page shows the text without its markup
 * (plainText) rather than an error, since a browser keeps a failed module import failed until
 * the page is loaded again, so a retry in the page could not help; the next page load tries again.
 */
let loading: Promise<Sanitize> | null = null;
let loaded: Sanitize | null = null;

/** The sanitiser, loaded once; plainText when it cannot be loaded. */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('dompurify').then(
    ({ default: purify }) => (loaded = sanitizeWith(purify)),
    () => (loaded = plainText),
  );
  return loading;
}

/** The sanitiser when it has been loaded (or plainText when it could not be), else null. */
export function loadedSanitizer(): Sanitize | null {
  return loaded;
}

/**
 * `data` once the sanitiser is loaded too: a page that shows stored HTML loads both at once, and
 * shows its answer with the sanitiser there.
 */
export async function withSanitizer<T>(data: Promise<T>): Promise<T> {
  const [answer] = await Promise.all([data, loadSanitizer()]);
  return answer;
}
