import { describeError, useHasPermission, useSession } from '@tjas/auth';
import { PERMISSIONS } from '@tjas/permissions/permission-table';
import {
  AsyncContent,
  Button,
  Card,
  DateTime,
  PagedList,
  PageHeader,
  SelectField,
  showToast,
  useAsync,
  useConfirmedRemoval,
} from '@tjas/ui';
import { Link, useSearchParams } from '@tjas/router';
import { useState, type ReactNode } from 'react';
import {
  CHANNELS,
  COVER_THUMB,
  coverUrl,
  deletePost,
  getPost,
  listPosts,
  type Channel,
  type NewsPost,
} from '../api/news-api.ts';
import { RichText } from '../../../lib/rich-text.tsx';
import { withSanitizer } from '../../../lib/sanitize-html.ts';
import { NewsForm } from './news-form.tsx';
import styles from './news.module.css';

const channelLabel = (channel: Channel) => CHANNELS.find((option) => option.value === channel)?.label ?? channel;

/**
 * A post's cover, in a 16:9 box with its size given so the text below does not move when it
 * arrives; lazy, as most posts are below the fold. Decorative: the title says what the post is.
 */
function NewsCover({ post }: { post: NewsPost }) {
  const src = coverUrl(post);
  if (!src) return null;
  return (
    <img
      className={styles.cover}
      src={src}
      alt=""
      width={COVER_THUMB.width}
      height={COVER_THUMB.height}
      loading="lazy"
      decoding="async"
      data-testid="news-cover"
    />
  );
}

/** One post; `actions` are what the reader may do with it (its committee: edit, delete). */
export function NewsPostCard({ post, actions }: { post: NewsPost; actions?: ReactNode }) {
  return (
    <article aria-label={post.title}>
      <Card>
        <NewsCover post={post} />
        <h2 className={styles.title}>{post.title}</h2>
        <p className={styles.meta}>
          {channelLabel(post.channel)} · <DateTime value={post.created} /> · namens {post.signed_as || 'de redactie'}
        </p>
        <RichText className={styles.body} html={post.body} />
        {actions && <div className={styles.postActions}>{actions}</div>}
      </Card>
    </article>
  );
}

/** The committee that published a post (and admins) edit and delete it, as the server's rule says. */
function useMayManage(): (post: NewsPost) => boolean {
  const committees = useSession((state) => state.committees);
  return (post) => committees.some((committee) => committee.admin || committee.id === post.committee);
}

/** One post asked for by the address (`?bericht=<id>`, where the site's search links to), above the list. */
function RequestedPost({ id }: { id: string }) {
  const [state, reload] = useAsync(() => withSanitizer(getPost(id)), `post:${id}`);
  return (
    <section aria-label="Gezocht bericht" className={styles.requested} data-testid="requested-post">
      <AsyncContent state={state} reload={reload} loadingLabel="Bericht wordt geladen…" describe={describeError}>
        {(post) => <NewsPostCard post={post} />}
      </AsyncContent>
      <Link to="." className={styles.allPosts}>
        Alle berichten
      </Link>
    </section>
  );
}

/** /media/nieuwskanalen: posts by committees, newest first, per channel. */
export function NewsPage() {
  const canPublish = useHasPermission(PERMISSIONS.publishNews);
  const [channel, setChannel] = useState<Channel | ''>('');
  const [writing, setWriting] = useState(false);
  const [editing, setEditing] = useState<string>();
  const [round, setRound] = useState(0);
  const requested = useSearchParams()[0].get('bericht');
  const mayManage = useMayManage();
  const removal = useConfirmedRemoval<NewsPost>({
    remove: (post) => deletePost(post.id),
    nameOf: (post) => `“${post.title}”`,
    title: 'Bericht verwijderen?',
    consequence: 'verdwijnt van de nieuwskanalen. Dit kun je niet terugdraaien.',
    describe: describeError,
    onRemoved: () => setRound((value) => value + 1),
  });
  const renderPost = (post: NewsPost) =>
    editing === post.id ? (
      <Card title="Bericht bewerken">
        <NewsForm
          post={post}
          onCancel={() => setEditing(undefined)}
          onSaved={(saved) => {
            setEditing(undefined);
            showToast(`“${saved.title}” is opgeslagen.`);
            setRound((value) => value + 1);
          }}
        />
      </Card>
    ) : (
      <NewsPostCard
        post={post}
        actions={
          mayManage(post) && (
            <>
              <Button variant="secondary" aria-label={`Bewerken: ${post.title}`} onClick={() => setEditing(post.id)}>
                Bewerken
              </Button>
              <Button variant="secondary" aria-label={`Verwijderen: ${post.title}`} onClick={() => removal.ask(post)}>
                Verwijderen
              </Button>
            </>
          )
        }
      />
    );
  return (
    <>
      <PageHeader
        title="Nieuwskanalen"
        description="Berichten van de commissies, het nieuwste bovenaan."
        actions={
          canPublish && !writing ? <Button onClick={() => setWriting(true)}>Bericht schrijven</Button> : undefined
        }
      />
      {writing && (
        <Card title="Bericht publiceren">
          <NewsForm
            onCancel={() => setWriting(false)}
            onSaved={(post) => {
              setWriting(false);
              showToast(`“${post.title}” is gepubliceerd.`);
              setRound((value) => value + 1);
            }}
          />
        </Card>
      )}
      {requested && <RequestedPost id={requested} />}
      <div className={styles.filters}>
        <SelectField
          label="Kanaal"
          name="channel-filter"
          options={[{ value: '', label: 'Alle kanalen' }, ...CHANNELS]}
          value={channel}
          onChange={(event) => setChannel(event.target.value as Channel | '')}
        />
      </div>
      <PagedList
        load={(page) => withSanitizer(listPosts(channel, page))}
        listKey={`${channel}#${round}`}
        label="Berichten"
        empty="Nog geen berichten op dit kanaal."
        itemKey={(post) => post.id}
        renderItem={renderPost}
        describeError={describeError}
        testId="news-posts"
      />
      {removal.dialog}
    </>
  );
}
