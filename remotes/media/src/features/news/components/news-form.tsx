import { describeError, fieldErrors, useSession } from '@tjas/auth';
import { FormActions, SelectField, TextAreaField, TextField, useFormSubmission } from '@tjas/ui';
import { useRef, useState } from 'react';
import { RichText } from '../../../lib/rich-text.tsx';
import { CHANNELS, createPost, type Channel, type NewsPost } from '../api/news-api.ts';
import { paragraphsToHtml } from '../lib/post-body.ts';
import { FormattingToolbar } from './formatting-toolbar.tsx';
import styles from './news.module.css';

interface Draft {
  title: string;
  body: string;
  channel: Channel;
  onBehalfOf: string;
}
type Errors = Partial<Record<'title' | 'body', string>>;

export function validatePost(draft: Draft): Errors {
  const errors: Errors = {};
  if (draft.title.trim().length < 3) errors.title = 'Geef het bericht een titel van minstens 3 tekens.';
  else if (draft.title.trim().length > 200) errors.title = 'De titel mag hoogstens 200 tekens hebben.';
  if (!draft.body.trim()) errors.body = 'Schrijf het bericht.';
  else if (draft.body.length > 50000) errors.body = 'Het bericht is te lang (hoogstens 50.000 tekens).';
  return errors;
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
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const form = useRef<HTMLFormElement>(null);
  const preview = paragraphsToHtml(draft.body);
  const { errors, formError, busy, submit } = useFormSubmission<Errors>({
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
      <TextField
        label="Titel"
        name="title"
        maxLength={200}
        value={draft.title}
        onChange={(event) => set('title', event.target.value)}
        error={errors.title}
      />
      <SelectField
        label="Kanaal"
        name="channel"
        options={CHANNELS}
        value={draft.channel}
        onChange={(event) => set('channel', event.target.value as Channel)}
      />
      <FormattingToolbar
        field={() => form.current?.elements.namedItem('body') as HTMLTextAreaElement | null}
        onChange={(body) => set('body', body)}
      />
      <TextAreaField
        label="Bericht"
        name="body"
        rows={8}
        hint="Kies tekst en maak hem met de knoppen vet, cursief, een link of een opsomming. Een lege regel begint een nieuwe alinea."
        value={draft.body}
        onChange={(event) => set('body', event.target.value)}
        error={errors.body}
      />
      {preview && (
        <section className={styles.preview} aria-label="Voorbeeld">
          <h3>Voorbeeld</h3>
          <RichText html={preview} />
        </section>
      )}
      <SelectField
        label="Namens"
        name="on_behalf_of"
        options={[
          ...committees.map((committee) => ({ value: committee.name, label: committee.name })),
          { value: '', label: `Mezelf (${username})` },
        ]}
        value={draft.onBehalfOf}
        onChange={(event) => set('onBehalfOf', event.target.value)}
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
