import { describeError, fieldErrors } from '@tjas/auth';
import { FormActions, FormError, SelectField, TextField, useAsync, useFormSubmission } from '@tjas/ui';
import { useState } from 'react';
import { listMemberOptions } from '../api/sport-api.ts';
import { resultBody, validateResult, type ResultDraft, type ResultErrors } from '../lib/result-draft.ts';
import { DISTANCES, formatDistance } from '../lib/season.ts';
import { resultsLimits } from '@tjas/schema/field-limits';

interface Props {
  initial: ResultDraft;
  /** The form's accessible name, e.g. "Uitslag toevoegen". */
  label: string;
  submitLabel: string;
  /** Stores the checked result; throws the server's error to show next to the fields. */
  save: (body: Record<string, unknown>) => Promise<void>;
}

/** A race result, to add or to correct: checked as the server checks it, nothing typed lost on an error. */
export function ResultForm({ initial, label, submitLabel, save }: Props) {
  const [members] = useAsync(listMemberOptions, 'members');
  const [draft, setDraft] = useState<ResultDraft>(initial);
  const { field, formError, busy, submit } = useFormSubmission<ResultErrors, ResultDraft>({
    draft,
    setDraft,
    validate: () => validateResult(draft),
    save: () => save(resultBody(draft)),
    fields: ['skater', 'competition', 'distance', 'time', 'date', 'ranking'],
    serverErrors: fieldErrors,
    describe: describeError,
  });

  const skaterOptions = [
    { value: '', label: members.status === 'ready' ? 'Kies een lid' : 'Leden worden geladen…' },
    ...(members.status === 'ready' ? members.data.map((member) => ({ value: member.id, label: member.label })) : []),
  ];
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <SelectField label="Schaatser" options={skaterOptions} {...field('skater')} />
      {members.status === 'failed' && (
        <FormError message={`De ledenlijst kon niet worden geladen: ${describeError(members.error)}`} />
      )}
      <TextField label="Wedstrijd" maxLength={resultsLimits.competition.max} {...field('competition')} />
      <TextField label="Datum" type="date" {...field('date')} />
      <SelectField
        label="Afstand"
        options={DISTANCES.map((distance) => ({ value: String(distance), label: formatDistance(distance) }))}
        {...field('distance')}
      />
      <TextField label="Tijd" inputMode="decimal" hint="Bijvoorbeeld 38,12 of 1:52,34." {...field('time')} />
      <TextField label="Plaats (optioneel)" inputMode="numeric" {...field('ranking')} />
      <FormActions formError={formError} busy={busy} submitLabel={submitLabel} />
    </form>
  );
}
