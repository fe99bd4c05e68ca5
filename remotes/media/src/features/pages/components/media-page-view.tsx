import { describeError, isResponseError } from '@tjas/auth';
import { Card, EmptyState, ErrorState, PageHeader, Skeleton, useAsync } from '@tjas/ui';
import { RichText } from '../../../lib/rich-text.tsx';
import { withSanitizer } from '../../../lib/sanitize-html.ts';
import { loadMediaPage } from '../api/media-pages-api.ts';
import styles from './media-page.module.css';

/** A page of the media section kept in PocketBase (the song, the mascot). */
export function MediaPageView({ slug, fallbackTitle }: { slug: string; fallbackTitle: string }) {
  const [state, reload] = useAsync(() => withSanitizer(loadMediaPage(slug)), slug);
  const title = state.status === 'ready' ? state.data.page.title : fallbackTitle;
  return (
    <>
      <PageHeader title={title} documentTitle={fallbackTitle} />
      {state.status === 'loading' && <Skeleton label="Pagina wordt geladen…" />}
      {state.status === 'failed' &&
        (isResponseError(state.error) && state.error.status === 404 ? (
          <EmptyState>Deze pagina is nog niet gevuld. Vraag de Mediacommissie.</EmptyState>
        ) : (
          <ErrorState message={describeError(state.error)} onRetry={reload} />
        ))}
      {state.status === 'ready' && (
        <Card>
          {state.data.imageUrl && (
            <img className={styles.image} src={state.data.imageUrl} alt={title} width={600} height={600} />
          )}
          {state.data.audioUrl && (
            <audio className={styles.audio} controls preload="none" src={state.data.audioUrl}>
              <a href={state.data.audioUrl}>Luister naar {title}</a>
            </audio>
          )}
          <RichText className={styles.body} html={state.data.page.body} />
        </Card>
      )}
    </>
  );
}
