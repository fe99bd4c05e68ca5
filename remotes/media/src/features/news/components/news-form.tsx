import { describeError, fieldErrors, useSession } from '@tjas/auth';
import { FormActions, SelectField, TextAreaField, TextField, useFormSubmission } from '@tjas/ui';
import { useRef, useState } from 'react';
import { RichText } from '../../../lib/rich-text.tsx';
import { CHANNELS, createPost, type Channel, type NewsPost } from '../api/news-api.ts';
import { paragraphsToHtml } from '../lib/post-body.ts';
import { validatePost, type PostDraft, type PostErrors } from '../lib/post-draft.ts';
import { FormattingToolbar } from './formatting-toolbar.tsx';
import styles from './news.module.css';
import { newsPostsLimits } from '@tjas/schema/field-limits';

interface Draft extends PostDraft {
  channel: Channel;
  onBehalfOf: string;
}

/** The Mediacommissie publishes a post on a channel, signed by one of their committees. */
export function NewsForm({ onSaved, onCancel }: { onSaved: (post: NewsPost) => void; onCancel: () => void }) {
  const committees = useSession((state) => state.committees);
  const username = useSession((state) => state.user?.username ?? '');
  const [draft, setDraft] = useState<Draft>({
    title: '',
    body: '',
    channel: 'algemeen',
    onBehalfOf: committees[0]?.name ?? '',
  });
  const form = useRef<HTMLFormElement>(null);
  const preview = paragraphsToHtml(draft.body);
  const { field, formError, busy, submit } = useFormSubmission<PostErrors, Draft>({
    draft,
    setDraft,
    validate: () => validatePost(draft),
    save: async () =>
      onSaved(
        await createPost({
          title: draft.title.trim(),
          body: paragraphsToHtml(draft.body),
          channel: draft.channel,
          on_behalf_of: draft.onBehalfOf,
        }),
      ),
    fields: ['title', 'body'],
    serverErrors: fieldErrors,
    describe: describeError,
    invalidMessage: 'Niet gepubliceerd: verbeter de gemarkeerde velden.',
  });

  return (
    <form ref={form} onSubmit={submit} noValidate aria-label="Bericht publiceren">
      <TextField label="Titel" maxLength={newsPostsLimits.title.max} {...field('title')} />
      <SelectField label="Kanaal" options={CHANNELS} {...field('channel')} />
      <FormattingToolbar
        field={() => form.current?.elements.namedItem('body') as HTMLTextAreaElement | null}
        onChange={(body) => setDraft((current) => ({ ...current, body }))}
      />
      <TextAreaField
        label="Bericht"
        rows={8}
        hint="Kies tekst en maak hem met de knoppen vet, cursief, een link of een opsomming. Een lege regel begint een nieuwe alinea."
        {...field('body')}
      />
      {preview && (
        <section className={styles.preview} aria-label="Voorbeeld">
          <h3>Voorbeeld</h3>
          <RichText html={preview} />
        </section>
      )}
      <SelectField
        label="Namens"
        options={[
          ...committees.map((committee) => ({ value: committee.name, label: committee.name })),
          { value: '', label: `Mezelf (${username})` },
        ]}
        {...field('onBehalfOf')}
        name="on_behalf_of"
      />
      <FormActions
        formError={formError}
        busy={busy}
        submitLabel="Publiceren"
        busyLabel="Bezig met publiceren…"
        onCancel={onCancel}
      />
    </form>
  );
}
