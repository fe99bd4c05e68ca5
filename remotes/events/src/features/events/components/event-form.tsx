import { describeError, fieldErrors, isAdmin, useSession } from '@tjas/auth';
import { Button, Card, CheckboxField, FormError, RadioGroupField, useConfirmation, useFormSubmission } from '@tjas/ui';
import { useMemo, useState } from 'react';
import { type EventRecord } from '../api/events-api.ts';
import { createEvent, updateEvent, type CoverChange } from '../api/event-page-api.ts';
import { createSeries, updateFollowing, type MadeSeries } from '../api/series-api.ts';
import { coverError } from '../lib/event-cover.ts';
import { copyValues } from '../lib/event-copy.ts';
import {
  isPaidForm,
  toFormValues,
  validateEventForm,
  type EventFormErrors,
  type EventFormValues,
} from '../lib/event-form-values.ts';
import { draftKey } from '../lib/event-draft.ts';
import { SERIES_FIELD_OF, validateSeries } from '../lib/series-form.ts';
import { useCommitteeOptions } from '../lib/use-committee-options.ts';
import { useEventDraft } from '../lib/use-event-draft.ts';
import { useLeaveGuard } from '../lib/use-leave-guard.ts';
import { DraftNotice } from './draft-notice.tsx';
import { EventCoverField } from './event-cover-field.tsx';
import { EventBasicsFields, EventPlacesFields, SignupWindowFields } from './event-form-fields.tsx';
import styles from './event-form.module.css';
import { SeriesFields } from './series-fields.tsx';
import { SignupQuestionsEditor } from './signup-questions-editor.tsx';

interface Props {
  event?: EventRecord;
  /** A new event filled from this one ("Kopiëren"), its times moved to `copyDate` (YYYY-MM-DD). */
  copy?: { of: EventRecord; date: string };
  /** The form's own address (/evenementen/nieuw, /evenementen/{id}/bewerken): its draft's key. */
  address: string;
  onSaved: (event: EventRecord) => void;
  /** A new series was made (the form's "Herhalen"). */
  onSeriesSaved?: (made: MadeSeries) => void;
  onCancel: () => void;
}

/** What a change of an occurrence of a series goes to. */
type Scope = 'one' | 'following';
const SCOPES = [
  { value: 'one', label: 'Alleen deze keer' },
  { value: 'following', label: 'Deze en alle volgende keren (de tijden blijven per keer)' },
];

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
export function EventForm({ event, copy, address, onSaved, onSeriesSaved, onCancel }: Props) {
  const committees = useSession((state) => state.committees);
  const userId = useSession((state) => state.user?.id ?? '');
  const organisers = useCommitteeOptions(isAdmin(committees) ? 'all' : committees.map((committee) => committee.id));
  const firstCommittee = committees[0]?.id ?? '';
  const initial = useMemo(
    () => (copy ? copyValues(copy.of, copy.date, firstCommittee) : toFormValues(event, firstCommittee)),
    [event, copy, firstCommittee],
  );
  const [scope, setScope] = useState<Scope>('one');
  const draft = useEventDraft(draftKey(userId, address), initial, event?.updated ?? '');
  const { values, setValues } = draft;
  // Only a new event becomes a series; an occurrence's change may go to the later ones.
  const repeating = !event && values.repeat;
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
      const problem = repeating ? null : coverError(cover);
      return {
        ...validateEventForm(values, event).errors,
        ...(repeating ? validateSeries(values).errors : {}),
        ...(problem ? { cover: problem } : {}),
      };
    },
    save: async () => {
      const { input } = validateEventForm(values, event);
      if (!input || draft.mustChoose) return;
      if (repeating) {
        const { repeat } = validateSeries(values);
        if (!repeat) return;
        const made = await createSeries(input, repeat);
        draft.forget();
        onSeriesSaved?.(made);
        return;
      }
      let saved: EventRecord;
      if (event && event.series && scope === 'following') {
        await updateFollowing(event.id, input);
        saved = coverChange === undefined ? event : await updateEvent(event.id, input, coverChange);
      } else saved = event ? await updateEvent(event.id, input, coverChange) : await createEvent(input, coverChange);
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
      'repeatWeeks',
      'repeatUntil',
      'repeatSkip',
    ],
    serverErrors: (failure) => fieldErrors(failure, { ...FIELD_OF, ...SERIES_FIELD_OF }),
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
        {!event && <SeriesFields field={field} values={values} setValues={setValues} errors={errors} />}
        <CheckboxField
          label="Training: leden geven door of ze komen (“Ik kom” / “Kan niet”) in plaats van zich aan te melden"
          checked={values.training}
          onChange={(change) => {
            const training = change.target.checked;
            setValues((current) => ({ ...current, training }));
          }}
        />
        {!repeating && (
          <EventCoverField
            control={control('cover')}
            hasCover={Boolean(event?.cover)}
            remove={removeCover}
            onChoose={setCover}
            onRemoveChange={setRemoveCover}
          />
        )}
        <EventPlacesFields field={field} paid={isPaidForm(values)} />
        <SignupWindowFields field={field} />
        <SignupQuestionsEditor
          questions={values.questions}
          onChange={(questions) => setValues((current) => ({ ...current, questions }))}
          error={errors.questions}
          rowErrors={errors.questionErrors}
        />
        {event?.series && (
          <RadioGroupField
            legend="Deze keer hoort bij een reeks. Waarvoor gelden je wijzigingen?"
            name="scope"
            options={SCOPES}
            value={scope}
            onChange={(chosen) => setScope(chosen as Scope)}
          />
        )}
        <div className={styles.actions}>
          {/* Not before the member chose between their draft and the newer saved version. */}
          <Button type="submit" busy={busy} busyLabel="Bezig met opslaan…" disabled={draft.mustChoose}>
            {event ? 'Wijzigingen opslaan' : repeating ? 'Reeks aanmaken' : 'Evenement aanmaken'}
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
