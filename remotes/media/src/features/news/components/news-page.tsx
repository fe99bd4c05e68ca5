import { describeError, useHasPermission } from '@tjas/auth';
import { PERMISSIONS } from '@tjas/permissions/permission-table';
import { Button, Card, DateTime, PagedList, PageHeader, SelectField, showToast } from '@tjas/ui';
import { useState } from 'react';
import { CHANNELS, listPosts, type Channel, type NewsPost } from '../api/news-api.ts';
import { RichText } from '../../../lib/rich-text.tsx';
import { NewsForm } from './news-form.tsx';
import styles from './news.module.css';

const channelLabel = (channel: Channel) => CHANNELS.find((option) => option.value === channel)?.label ?? channel;

export function NewsPostCard({ post }: { post: NewsPost }) {
  return (
    <article aria-label={post.title}>
      <Card>
        <h2 className={styles.title}>{post.title}</h2>
        <p className={styles.meta}>
          {channelLabel(post.channel)} · <DateTime value={post.created} /> · namens {post.signed_as || 'de redactie'}
        </p>
        <RichText className={styles.body} html={post.body} />
      </Card>
    </article>
  );
}

/** /media/nieuwskanalen: posts by committees, newest first, per channel. */
export function NewsPage() {
  const canPublish = useHasPermission(PERMISSIONS.publishNews);
  const [channel, setChannel] = useState<Channel | ''>('');
  const [writing, setWriting] = useState(false);
  const [round, setRound] = useState(0);
  return (
    <>
      <PageHeader
        title="Nieuwskanalen"
        description="Berichten van de commissies, het nieuwste bovenaan."
        actions={canPublish && !writing ? <Button onClick={() => setWriting(true)}>Bericht schrijven</Button> : undefined}
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
        load={(page) => listPosts(channel, page)}
        listKey={`${channel}#${round}`}
        label="Berichten"
        empty="Nog geen berichten op dit kanaal."
        itemKey={(post) => post.id}
        renderItem={(post) => <NewsPostCard post={post} />}
        describeError={describeError}
        testId="news-posts"
      />
    </>
  );
}
