import { describeError, fieldErrors, isAdmin, useSession } from '@tjas/auth';
import {
  Button,
  Card,
  CheckboxField,
  FormError,
  SelectField,
  TextAreaField,
  TextField,
  useFormSubmission,
} from '@tjas/ui';
import { useState } from 'react';
import { createEvent, updateEvent, type EventRecord } from '../api/events-api.ts';
import {
  isPaidForm,
  toFormValues,
  validateEventForm,
  type EventFormErrors,
  type EventFormValues,
  type QuestionDraft,
} from '../lib/event-form-values.ts';
import { useCommitteeOptions } from '../lib/use-committee-options.ts';
import styles from './event-form.module.css';
import { eventsLimits } from '@tjas/schema/field-limits';
import { signupLimits } from '@tjas/schema/signup-limits';

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
  const options = useCommitteeOptions(isAdmin(committees) ? 'all' : committees.map((committee) => committee.id));
  const [values, setValues] = useState<EventFormValues>(() => toFormValues(event, committees[0]?.id ?? ''));
  const set = <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const setQuestion = (index: number, change: Partial<QuestionDraft>) =>
    set(
      'questions',
      values.questions.map((question, at) => (at === index ? { ...question, ...change } : question)),
    );

  const { errors, formError, busy, submit } = useFormSubmission<EventFormErrors>({
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
        <TextField
          label="Naam"
          value={values.title}
          onChange={(e) => set('title', e.target.value)}
          error={errors.title}
          maxLength={eventsLimits.title.max}
        />
        <SelectField
          label="Organisatie"
          value={values.organiser}
          onChange={(e) => set('organiser', e.target.value)}
          error={errors.organiser}
          options={[{ value: '', label: 'Kies een commissie' }, ...options]}
        />
        <div className={styles.row}>
          <TextField
            label="Begint"
            type="datetime-local"
            value={values.start}
            onChange={(e) => set('start', e.target.value)}
            error={errors.start}
          />
          <TextField
            label="Eindigt"
            type="datetime-local"
            value={values.end}
            onChange={(e) => set('end', e.target.value)}
            error={errors.end}
          />
        </div>
        <TextField
          label="Waar"
          value={values.location}
          onChange={(e) => set('location', e.target.value)}
          error={errors.location}
          maxLength={eventsLimits.location.max}
        />
        <TextAreaField
          label="Beschrijving"
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          error={errors.description}
          rows={4}
        />
        <div className={styles.row}>
          <TextField
            label="Aantal plaatsen"
            hint="Leeg of 0: geen limiet."
            inputMode="numeric"
            value={values.capacity}
            onChange={(e) => set('capacity', e.target.value)}
            error={errors.capacity}
          />
          <TextField
            label="Introducés per lid"
            hint="Leeg of 0: geen. Elke introducé telt als een plaats."
            inputMode="numeric"
            value={values.maxGuests}
            onChange={(e) => set('maxGuests', e.target.value)}
            error={errors.maxGuests}
          />
          <TextField
            label="Prijs in euro"
            hint="Bijvoorbeeld 12,50; leeg is gratis."
            inputMode="decimal"
            value={values.price}
            onChange={(e) => set('price', e.target.value)}
            error={errors.price}
          />
        </div>
        {isPaidForm(values) && (
          <TextAreaField
            label="Betaalinstructies"
            hint="Hoe leden betalen, bijvoorbeeld: maak het bedrag over naar NL00 BANK 0123 4567 89 t.n.v. Tjas o.v.v. je naam. Staat bij het evenement en in de bevestigingsmail."
            value={values.paymentInstructions}
            onChange={(e) => set('paymentInstructions', e.target.value)}
            error={errors.paymentInstructions}
            rows={3}
            maxLength={eventsLimits.payment_instructions.max}
          />
        )}
        <div className={styles.row}>
          <TextField
            label="Inschrijving opent"
            hint="Leeg: meteen."
            type="datetime-local"
            value={values.signupOpens}
            onChange={(e) => set('signupOpens', e.target.value)}
            error={errors.signupOpens}
          />
          <TextField
            label="Inschrijving sluit"
            hint="Leeg: bij het begin."
            type="datetime-local"
            value={values.signupDeadline}
            onChange={(e) => set('signupDeadline', e.target.value)}
            error={errors.signupDeadline}
          />
          <TextField
            label="Afmelden kan tot"
            hint="Leeg: tot het begin."
            type="datetime-local"
            value={values.signoutDeadline}
            onChange={(e) => set('signoutDeadline', e.target.value)}
            error={errors.signoutDeadline}
          />
        </div>
        <fieldset className={styles.questions}>
          <legend>Vragen bij het aanmelden</legend>
          <FormError message={errors.questions} />
          {values.questions.map((question, index) => (
            <div key={index} className={styles.question}>
              <TextField
                label={`Vraag ${index + 1}`}
                value={question.label}
                onChange={(e) => setQuestion(index, { label: e.target.value })}
                error={errors.questionErrors?.[index]}
                maxLength={signupLimits.questionLabel.max}
              />
              <SelectField
                label="Soort antwoord"
                value={question.type}
                onChange={(e) => setQuestion(index, { type: e.target.value as QuestionDraft['type'] })}
                options={[
                  { value: 'text', label: 'Vrije tekst' },
                  { value: 'yesno', label: 'Ja of nee' },
                  { value: 'choice', label: 'Keuze uit een lijst' },
                ]}
              />
              {question.type === 'choice' && (
                <TextAreaField
                  label="Keuzes (één per regel)"
                  value={question.options}
                  onChange={(e) => setQuestion(index, { options: e.target.value })}
                  rows={3}
                />
              )}
              <CheckboxField
                label="Verplicht"
                checked={question.required}
                onChange={(e) => setQuestion(index, { required: e.target.checked })}
              />
              <Button
                variant="secondary"
                onClick={() =>
                  set(
                    'questions',
                    values.questions.filter((_, at) => at !== index),
                  )
                }
              >
                Vraag verwijderen
              </Button>
            </div>
          ))}
          <Button
            variant="secondary"
            onClick={() =>
              set('questions', [...values.questions, { id: '', label: '', type: 'text', options: '', required: false }])
            }
          >
            Vraag toevoegen
          </Button>
        </fieldset>
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
