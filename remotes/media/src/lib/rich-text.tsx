import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html.ts';

/** Stored HTML from a news post or page, sanitised before React puts it in the page. */
export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
