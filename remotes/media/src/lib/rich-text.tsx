import { useEffect, useMemo, useState } from 'react';
import { loadedSanitizer, loadSanitizer, type Sanitize } from './sanitize-html.ts';

/** The sanitiser, once loaded (withSanitizer has loaded it before a page's data is shown). */
function useSanitizer(): Sanitize | null {
  const [sanitize, setSanitize] = useState(loadedSanitizer);
  useEffect(() => {
    if (sanitize) return;
    let live = true;
    void loadSanitizer().then((loaded) => live && setSanitize(() => loaded));
    return () => {
      live = false;
    };
  }, [sanitize]);
  return sanitize;
}

/** Stored HTML from a news post or page, sanitised before React puts it in the page; nothing before. */
export function RichText({ html, className }: { html: string; className?: string }) {
  const sanitize = useSanitizer();
  const clean = useMemo(() => (sanitize ? sanitize(html) : ''), [sanitize, html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
