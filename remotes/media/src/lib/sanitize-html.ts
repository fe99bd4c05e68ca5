import DOMPurify from 'dompurify';
import { allowedAttributes, allowedTags } from '@tjas/schema/rules/rich-text';

/**
 * What a news post or page may contain: text markup, lists and links; nothing that runs. The same
 * list the server cleans with when it is saved (@tjas/schema/rules/rich-text).
 */
const ALLOWED_TAGS = allowedTags();
const ALLOWED_ATTR = allowedAttributes();

let hooked = false;

/**
 * Sanitises stored HTML before it is shown: scripts, event handlers, styles, iframes and
 * javascript: links go; links to other sites open in a new tab without access to this one.
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
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}
