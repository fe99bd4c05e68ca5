import { describeError, fieldErrors, isAdmin, useSession } from '@tjas/auth';
import { Button, Card, FormError, useConfirmation, useFormSubmission } from '@tjas/ui';
import { useMemo, useState } from 'react';
import { createEvent, updateEvent, type CoverChange, type EventRecord } from '../api/events-api.ts';
import { coverError } from '../lib/event-cover.ts';
import {
  isPaidForm,
  toFormValues,
  validateEventForm,
  type EventFormErrors,
  type EventFormValues,
} from '../lib/event-form-values.ts';
import { draftKey } from '../lib/event-draft.ts';
import { useCommitteeOptions } from '../lib/use-committee-options.ts';
import { useEventDraft } from '../lib/use-event-draft.ts';
import { useLeaveGuard } from '../lib/use-leave-guard.ts';
import { DraftNotice } from './draft-notice.tsx';
import { EventCoverField } from './event-cover-field.tsx';
import { EventBasicsFields, EventPlacesFields, SignupWindowFields } from './event-form-fields.tsx';
import styles from './event-form.module.css';
import { SignupQuestionsEditor } from './signup-questions-editor.tsx';

interface Props {
  event?: EventRecord;
  /** The form's own address (/evenementen/nieuw, /evenementen/{id}/bewerken): its draft's key. */
  address: string;
  onSaved: (event: EventRecord) => void;
  onCancel: () => void;
}

/** The server's names of the fields the form names otherwise, to show its errors at the right field. */
const FIELD_OF: Record<string, keyof EventFormValues> = {
  signup_opens: 'signupOpens',
  signup_deadline: 'signupDeadline',
  signout_deadline: 'signoutDeadline',
  max_guests: 'maxGuests',
  payment_instructions: 'paymentInstructions',
};

/**
 * Create or edit an event; organisers pick one of their own committees, admins any. What is
 * typed is kept as a draft through a reload, and leaving with unsaved changes asks first.
 */
export function EventForm({ event, address, onSaved, onCancel }: Props) {
  const committees = useSession((state) => state.committees);
  const userId = useSession((state) => state.user?.id ?? '');
  const organisers = useCommitteeOptions(isAdmin(committees) ? 'all' : committees.map((committee) => committee.id));
  const firstCommittee = committees[0]?.id ?? '';
  const initial = useMemo(() => toFormValues(event, firstCommittee), [event, firstCommittee]);
  const draft = useEventDraft(draftKey(userId, address), initial, event?.updated ?? '');
  const { values, setValues } = draft;
  const { confirm, dialog } = useConfirmation();
  const mayLeave = async () => {
    const leave = await confirm({
      title: 'Weggaan zonder opslaan?',
      message: 'Wat je hier hebt ingevuld, is nog niet opgeslagen. Ga je weg, dan ben je het kwijt.',
      confirmLabel: 'Weggaan',
      cancelLabel: 'Verder met invullen',
      danger: true,
    });
    if (leave) draft.forget();
    return leave;
  };
  // The cover picture is kept beside the draft: a chosen file does not survive a reload anyway.
  const [cover, setCover] = useState<File | null>(null);
  const [removeCover, setRemoveCover] = useState(false);
  // A chosen (or dropped) cover is unsaved too: leaving asks first.
  const dirty = draft.dirty || cover !== null || removeCover;
  useLeaveGuard(dirty, mayLeave);
  const coverChange: CoverChange = cover ?? (removeCover ? null : undefined);
  const { field, control, errors, formError, busy, submit } = useFormSubmission<EventFormErrors, EventFormValues>({
    draft: values,
    setDraft: setValues,
    validate: () => {
      const problem = coverError(cover);
      return { ...validateEventForm(values, event).errors, ...(problem ? { cover: problem } : {}) };
    },
    save: async () => {
      const { input } = validateEventForm(values, event);
      if (!input || draft.mustChoose) return;
      const saved = event ? await updateEvent(event.id, input, coverChange) : await createEvent(input, coverChange);
      // Saved: the draft has done its work, and leaving asks nothing any more.
      draft.forget();
      onSaved(saved);
    },
    fields: [
      'title',
      'description',
      'location',
      'start',
      'end',
      'capacity',
      'maxGuests',
      'organiser',
      'price',
      'paymentInstructions',
      'signupOpens',
      'signupDeadline',
      'signoutDeadline',
      'questions',
      'questionErrors',
      'cover',
    ],
    serverErrors: (failure) => fieldErrors(failure, FIELD_OF),
    describe: describeError,
    invalidMessage: 'Niet alles is goed ingevuld; kijk bij de velden hieronder.',
  });

  return (
    // A new event's page is called "Nieuw evenement" already; an edit says it is one under the event's name.
    <Card title={event ? 'Evenement bewerken' : undefined}>
      {draft.restored && <DraftNotice restored={draft.restored} onDiscard={draft.discard} onKeep={draft.keepDraft} />}
      <form onSubmit={submit} noValidate>
        <FormError message={formError} />
        <EventBasicsFields field={field} organisers={organisers} />
        <EventCoverField
          control={control('cover')}
          hasCover={Boolean(event?.cover)}
          remove={removeCover}
          onChoose={setCover}
          onRemoveChange={setRemoveCover}
        />
        <EventPlacesFields field={field} paid={isPaidForm(values)} />
        <SignupWindowFields field={field} />
        <SignupQuestionsEditor
          questions={values.questions}
          onChange={(questions) => setValues((current) => ({ ...current, questions }))}
          error={errors.questions}
          rowErrors={errors.questionErrors}
        />
        <div className={styles.actions}>
          {/* Not before the member chose between their draft and the newer saved version. */}
          <Button type="submit" busy={busy} busyLabel="Bezig met opslaan…" disabled={draft.mustChoose}>
            {event ? 'Wijzigingen opslaan' : 'Evenement aanmaken'}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              if (!dirty) return onCancel();
              void mayLeave().then((leave) => leave && onCancel());
            }}
          >
            Annuleren
          </Button>
        </div>
      </form>
      {dialog}
    </Card>
  );
}
