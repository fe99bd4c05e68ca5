import { describeError, fieldErrors } from '@tjas/auth';
import { FormActions, RadioGroupField, TextAreaField, useFormSubmission } from '@tjas/ui';
import { membersText } from '@tjas/schema/count-text';
import { MESSAGE_MAX_LENGTH, messageErrors, type Audience } from '@tjas/schema/rules/event-messages';
import { useState } from 'react';
import { sendEventMessage, type EventMessage } from '../api/event-messages-api.ts';

type Draft = { audience: Audience; body: string };
type Errors = { audience?: string; body?: string };

/** Who a message can go to, with how many members that is now; a training's go to who said they come. */
function audienceOptions(confirmed: number, waiting: number, training: boolean) {
  if (training) return [{ value: 'all', label: 'Iedereen die zei te komen' }];
  return [
    { value: 'all', label: `Iedereen: met een plek en op de wachtlijst (${membersText(confirmed + waiting)})` },
    { value: 'confirmed', label: `Wie een plek heeft (${membersText(confirmed)})` },
    { value: 'waiting', label: `De wachtlijst (${membersText(waiting)})` },
  ];
}

/** The organisers write their participants a message; it is mailed and shown on the event. */
export function MessageForm({
  eventId,
  confirmed,
  waiting,
  training = false,
  onSent,
}: {
  eventId: string;
  confirmed: number;
  waiting: number;
  training?: boolean;
  onSent: (message: EventMessage) => void;
}) {
  const [draft, setDraft] = useState<Draft>({ audience: 'all', body: '' });
  const { field, formError, busy, submit } = useFormSubmission<Errors, Draft>({
    draft,
    setDraft,
    validate: () => messageErrors(draft),
    save: async () => {
      onSent(await sendEventMessage(eventId, { audience: draft.audience, body: draft.body.trim() }));
      setDraft((current) => ({ ...current, body: '' }));
    },
    fields: ['audience', 'body'],
    serverErrors: fieldErrors,
    describe: describeError,
  });
  const audience = field('audience');
  return (
    <form onSubmit={submit} noValidate aria-label="Bericht aan de deelnemers">
      <RadioGroupField
        legend="Aan"
        name="audience"
        options={audienceOptions(confirmed, waiting, training)}
        value={draft.audience}
        onChange={(value) => setDraft((current) => ({ ...current, audience: value as Audience }))}
        error={audience.error}
      />
      <TextAreaField
        label="Bericht"
        rows={4}
        maxLength={MESSAGE_MAX_LENGTH}
        hint="Ze krijgen het per mail (tenzij ze die mails uitzetten) en lezen het hier op de pagina."
        {...field('body')}
      />
      <FormActions formError={formError} busy={busy} submitLabel="Versturen" busyLabel="Bezig met versturen…" />
    </form>
  );
}
