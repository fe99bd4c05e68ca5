import { describeError, fieldErrors, isAdmin, useSession } from '@tjas/auth';
import { Button, Card, FormError, useFormSubmission } from '@tjas/ui';
import { useState } from 'react';
import { createEvent, updateEvent, type EventRecord } from '../api/events-api.ts';
import {
  isPaidForm,
  toFormValues,
  validateEventForm,
  type EventFormErrors,
  type EventFormValues,
} from '../lib/event-form-values.ts';
import { useCommitteeOptions } from '../lib/use-committee-options.ts';
import { EventBasicsFields, EventPlacesFields, SignupWindowFields } from './event-form-fields.tsx';
import styles from './event-form.module.css';
import { SignupQuestionsEditor } from './signup-questions-editor.tsx';

interface Props {
  event?: EventRecord;
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

/** Create or edit an event; organisers pick one of their own committees, admins any. */
export function EventForm({ event, onSaved, onCancel }: Props) {
  const committees = useSession((state) => state.committees);
  const organisers = useCommitteeOptions(isAdmin(committees) ? 'all' : committees.map((committee) => committee.id));
  const [values, setValues] = useState<EventFormValues>(() => toFormValues(event, committees[0]?.id ?? ''));
  const { field, errors, formError, busy, submit } = useFormSubmission<EventFormErrors, EventFormValues>({
    draft: values,
    setDraft: setValues,
    validate: () => validateEventForm(values).errors,
    save: async () => {
      const { input } = validateEventForm(values);
      if (input) onSaved(event ? await updateEvent(event.id, input) : await createEvent(input));
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
    ],
    serverErrors: (failure) => fieldErrors(failure, FIELD_OF),
    describe: describeError,
    invalidMessage: 'Niet alles is goed ingevuld; kijk bij de velden hieronder.',
  });

  return (
    <Card title={event ? 'Evenement bewerken' : 'Nieuw evenement'}>
      <form onSubmit={submit} noValidate>
        <FormError message={formError} />
        <EventBasicsFields field={field} organisers={organisers} />
        <EventPlacesFields field={field} paid={isPaidForm(values)} />
        <SignupWindowFields field={field} />
        <SignupQuestionsEditor
          questions={values.questions}
          onChange={(questions) => setValues((current) => ({ ...current, questions }))}
          error={errors.questions}
          rowErrors={errors.questionErrors}
        />
        <div className={styles.actions}>
          <Button type="submit" busy={busy} busyLabel="Bezig met opslaan…">
            {event ? 'Wijzigingen opslaan' : 'Evenement aanmaken'}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            Annuleren
          </Button>
        </div>
      </form>
    </Card>
  );
}
