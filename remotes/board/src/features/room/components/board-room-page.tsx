import { describeError, fieldErrors } from '@tjas/auth';
import {
  Card,
  DateTime,
  FormActions,
  PagedList,
  PageHeader,
  showToast,
  TextAreaField,
  TextField,
  useFormSubmission,
} from '@tjas/ui';
import { useState } from 'react';
import { addNote, listBoardInterest, listNotes } from '../api/room-api.ts';
import { InterestItem } from './interest-item.tsx';
import styles from './room.module.css';
import { countText } from '@tjas/schema/count-text';
import { boardNotesLimits } from '@tjas/schema/field-limits';

type Errors = { title?: string; body?: string };
const EMPTY = { title: '', body: '' };

/** /bestuur/bestuurshok: the board's own room with its notes and the interest submissions. */
export function BoardRoomPage() {
  const [draft, setDraft] = useState(EMPTY);
  const [round, setRound] = useState(0);
  const { field, formError, busy, submit } = useFormSubmission<Errors, typeof draft>({
    draft,
    setDraft,
    validate: () => {
      const { title, body } = draft;
      const found: Errors = {};
      const limits = boardNotesLimits;
      if (title.trim().length < limits.title.min)
        found.title = `Geef de notitie een titel van minstens ${limits.title.min} tekens.`;
      else if (title.trim().length > limits.title.max)
        found.title = `De titel mag hoogstens ${countText(limits.title.max)} tekens hebben.`;
      if (!body.trim()) found.body = 'Schrijf de notitie.';
      else if (body.length > limits.body.max)
        found.body = `Een notitie mag hoogstens ${countText(limits.body.max)} tekens hebben.`;
      return found;
    },
    save: async () => {
      await addNote(draft.title.trim(), draft.body.trim());
      showToast('De notitie is opgeslagen.');
      setDraft(EMPTY);
      setRound((value) => value + 1);
    },
    fields: ['title', 'body'],
    serverErrors: fieldErrors,
    describe: describeError,
  });
  return (
    <>
      <PageHeader title="Bestuurshok" description="Alleen voor het bestuur." />
      <Card title="Notitie toevoegen">
        <form onSubmit={submit} noValidate aria-label="Notitie toevoegen">
          <TextField label="Titel" maxLength={boardNotesLimits.title.max} {...field('title')} />
          <TextAreaField label="Notitie" rows={4} {...field('body')} />
          <FormActions formError={formError} busy={busy} />
        </form>
      </Card>
      <Card title="Notities">
        <PagedList
          load={listNotes}
          listKey={String(round)}
          label="Notities"
          empty="Nog geen notities."
          itemKey={(note) => note.id}
          renderItem={(note) => (
            <article aria-label={note.title}>
              <strong>{note.title}</strong>
              <p className={styles.meta}>
                {note.expand?.author?.name ?? 'Bestuur'} · <DateTime value={note.created} />
              </p>
              <p className={styles.text}>{note.body}</p>
            </article>
          )}
          describeError={describeError}
          testId="board-notes"
        />
      </Card>
      <Card title="Interesse in het bestuur">
        <PagedList
          load={listBoardInterest}
          listKey="interest"
          label="Aanmeldingen"
          empty="Nog niemand heeft interesse getoond."
          itemKey={(interest) => interest.id}
          renderItem={(interest) => <InterestItem interest={interest} />}
          describeError={describeError}
          testId="board-interest"
        />
      </Card>
    </>
  );
}
