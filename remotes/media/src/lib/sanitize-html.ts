import DOMPurify from 'dompurify';
import { allowedAttributes, allowedTags, imageAllowed } from '@tjas/schema/rules/rich-text';

/**
 * What a news post or page may contain: text markup, lists, links and this site's news pictures;
 * nothing that runs. The same list the server cleans with when it is saved (@tjas/schema/rules/rich-text).
 */
const ALLOWED_TAGS = allowedTags();
const ALLOWED_ATTR = allowedAttributes();

let hooked = false;

/** A picture's attributes as written, for the shared rule. */
function attributesOf(element: Element): Record<string, string> {
  return Object.fromEntries([...element.attributes].map((attribute) => [attribute.name, attribute.value]));
}

/**
 * Sanitises stored HTML before it is shown: scripts, event handlers, styles, iframes, javascript:
 * links and pictures from anywhere but this site's news pictures go; links to other sites open in
 * a new tab without access to this one.
 */
export function sanitizeHtml(html: string): string {
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  const fragment = DOMPurify.sanitize(html, {
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
}
