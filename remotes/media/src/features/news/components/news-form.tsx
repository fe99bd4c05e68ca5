import { describeError, fieldErrors, useSession } from '@tjas/auth';
import { PERMISSIONS } from '@tjas/permissions/permission-table';
import { FormActions, lazyComponent, SelectField, TextField, useFormSubmission } from '@tjas/ui';
import { useState } from 'react';
import { CHANNELS, createPost, updatePost, type Channel, type CoverChange, type NewsPost } from '../api/news-api.ts';
import { coverError } from '../lib/news-cover.ts';
import { validatePost, type PostDraft, type PostErrors } from '../lib/post-draft.ts';
import { NewsCoverField } from './news-cover-field.tsx';
import { pictureCommittee } from '../lib/picture-committee.ts';
import styles from './news.module.css';
import { newsPostsLimits } from '@tjas/schema/field-limits';
import { publishingCommittees } from '@tjas/schema/rules/news';

interface Draft extends PostDraft {
  channel: Channel;
  onBehalfOf: string;
}

type FormErrors = PostErrors & { cover?: string };

// The editor (TipTap with ProseMirror) is the heaviest part of the section: fetched only when a
// post is written or edited, never with the news list or another page; shown the moment it is in
// (lazyComponent: not Suspense, which holds it back 300 ms).
const RichTextEditor = lazyComponent(
  async () => (await import('./rich-text-editor.tsx')).default,
  <p className={styles.editorLoading} role="status">
    Editor wordt geladen…
  </p>,
);

/**
 * A committee that may publish (the Mediacommissie, the Redactie) writes a post on a channel in
 * the name of one of those committees of theirs, or changes a post of its own (`post`): that
 * one keeps the committee it was published in the name of.
 */
export function NewsForm({
  post,
  onSaved,
  onCancel,
}: {
  post?: NewsPost;
  onSaved: (post: NewsPost) => void;
  onCancel: () => void;
}) {
  const committees = useSession((state) => state.committees);
  // The same rule as the server's (@tjas/schema/rules/news): a post is always by a committee.
  const publishers = publishingCommittees(committees, PERMISSIONS.publishNews);
  const [draft, setDraft] = useState<Draft>(() => ({
    title: post?.title ?? '',
    body: post?.body ?? '',
    channel: post?.channel ?? 'algemeen',
    onBehalfOf: publishers[0]?.name ?? '',
  }));
  const label = post ? 'Bericht bewerken' : 'Bericht publiceren';
  // The cover is kept beside the draft: a file input's choice is not text the draft can hold.
  const [cover, setCover] = useState<File | null>(null);
  const [removeCover, setRemoveCover] = useState(false);
  const coverChange: CoverChange = cover ?? (removeCover ? null : undefined);
  const { field, control, formError, busy, submit } = useFormSubmission<FormErrors, Draft>({
    draft,
    setDraft,
    validate: () => {
      const problem = coverError(cover);
      return { ...validatePost(draft), ...(problem ? { cover: problem } : {}) };
    },
    save: async () => {
      const fields = { title: draft.title.trim(), body: draft.body, channel: draft.channel };
      onSaved(
        post
          ? await updatePost(post.id, fields, coverChange)
          : await createPost({ ...fields, on_behalf_of: draft.onBehalfOf }, coverChange),
      );
    },
    fields: ['title', 'body', 'cover'],
    serverErrors: fieldErrors,
    describe: describeError,
    invalidMessage: post
      ? 'Niet opgeslagen: verbeter de gemarkeerde velden.'
      : 'Niet gepubliceerd: verbeter de gemarkeerde velden.',
  });

  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <TextField label="Titel" maxLength={newsPostsLimits.title.max} {...field('title')} />
      <SelectField label="Kanaal" options={CHANNELS} {...field('channel')} />
      <NewsCoverField
        control={control('cover')}
        hasCover={Boolean(post?.cover)}
        remove={removeCover}
        onChoose={setCover}
        onRemoveChange={setRemoveCover}
      />
      <RichTextEditor
        label="Bericht"
        hint="Het bericht staat er zo op als je het hier ziet. Kies tekst en maak hem met de knoppen vet, cursief, een link of een opsomming; met Afbeelding zet je een foto op de plek van de cursor."
        error={field('body').error}
        html={draft.body}
        onBehalfOf={post ? pictureCommittee(post.signed_as, publishers) : draft.onBehalfOf}
        onChange={(body) => setDraft((current) => ({ ...current, body }))}
      />
      {post ? (
        <p className={styles.meta}>Namens {post.signed_as}</p>
      ) : (
        <SelectField
          label="Namens"
          options={publishers.map((committee) => ({ value: committee.name, label: committee.name }))}
          {...field('onBehalfOf')}
          name="on_behalf_of"
        />
      )}
      <FormActions
        formError={formError}
        busy={busy}
        submitLabel={post ? 'Opslaan' : 'Publiceren'}
        busyLabel={post ? 'Bezig met opslaan…' : 'Bezig met publiceren…'}
        onCancel={onCancel}
      />
    </form>
  );
}
