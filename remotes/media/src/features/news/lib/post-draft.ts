import { countText } from '@tjas/schema/count-text';
import { newsPostsLimits } from '@tjas/schema/field-limits';

export interface PostDraft {
  title: string;
  /** The editor's HTML, as it is stored ('' while the editor is empty). */
  body: string;
}
export type PostErrors = Partial<Record<keyof PostDraft, string>>;

/**
 * The checks of a news post before it is published, with the schema's limits. The body's limit
 * is on the stored HTML (the server's `maxSize`, in bytes), so it is checked on that HTML, not
 * on what was typed.
 */
export function validatePost(draft: PostDraft): PostErrors {
  const errors: PostErrors = {};
  const limits = newsPostsLimits;
  const title = draft.title.trim();
  if (title.length < limits.title.min)
    errors.title = `Geef het bericht een titel van minstens ${limits.title.min} tekens.`;
  else if (title.length > limits.title.max)
    errors.title = `De titel mag hoogstens ${countText(limits.title.max)} tekens hebben.`;
  if (!draft.body.trim()) errors.body = 'Schrijf het bericht.';
  else if (new TextEncoder().encode(draft.body).length > limits.body.maxSize)
    errors.body = `Het bericht is te lang: het mag opgeslagen hoogstens ${countText(limits.body.maxSize)} tekens zijn, opmaak meegeteld (een letter met accent telt dubbel).`;
  return errors;
}
