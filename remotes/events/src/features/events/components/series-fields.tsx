import { CheckboxField, CheckboxGroupField, SelectField, TextField, type FieldBinder } from '@tjas/ui';
import { dayText, MAX_OCCURRENCES } from '@tjas/schema/rules/event-series';
import type { Dispatch, SetStateAction } from 'react';
import type { EventFormErrors, EventFormValues } from '../lib/event-form-values.ts';
import { seriesDays } from '../lib/series-form.ts';
import styles from './event-form.module.css';

interface Props {
  field: FieldBinder<EventFormValues>;
  values: EventFormValues;
  setValues: Dispatch<SetStateAction<EventFormValues>>;
  errors: EventFormErrors;
}

const EVERY = [
  { value: '1', label: 'Elke week' },
  { value: '2', label: 'Om de week' },
  { value: '3', label: 'Elke 3 weken' },
  { value: '4', label: 'Elke 4 weken' },
];

/**
 * A new event as a series (as Spond's and Congressus' recurring events): how often, until which
 * day, and the days it does not happen (unticked). Each day becomes an event of its own, with its
 * own sign-ups, at the same time of day.
 */
export function SeriesFields({ field, values, setValues, errors }: Props) {
  const days = values.repeat ? seriesDays(values) : [];
  const kept = days.filter((day) => !values.repeatSkip.includes(day.date)).length;
  return (
    <fieldset className={styles.series}>
      <legend className={styles.seriesLegend}>Herhalen</legend>
      <CheckboxField
        label="Herhalen als reeks (bijvoorbeeld een wekelijkse training)"
        checked={values.repeat}
        onChange={(event) => {
          const repeat = event.target.checked;
          setValues((current) => ({ ...current, repeat }));
        }}
      />
      {values.repeat && (
        <>
          <div className={styles.row}>
            <SelectField label="Hoe vaak" {...field('repeatWeeks')} options={EVERY} />
            <TextField
              label="Laatste dag"
              hint={`Tot en met deze dag; hooguit ${MAX_OCCURRENCES} keer.`}
              type="date"
              {...field('repeatUntil')}
            />
          </div>
          {days.length > 0 ? (
            <CheckboxGroupField
              legend={`Welke keren (${kept} van ${days.length}; haal het vinkje weg bij een dag die niet doorgaat)`}
              options={days.map((day) => ({ value: day.date, label: dayText(day.date) }))}
              value={days.map((day) => day.date).filter((date) => !values.repeatSkip.includes(date))}
              onChange={(chosen) =>
                setValues((current) => ({
                  ...current,
                  repeatSkip: days.map((day) => day.date).filter((date) => !chosen.includes(date)),
                }))
              }
              error={errors.repeatSkip}
            />
          ) : (
            errors.repeatSkip && <p className={styles.seriesError}>{errors.repeatSkip}</p>
          )}
          <p className={styles.seriesHint}>
            Elke keer wordt een eigen evenement met eigen aanmeldingen, op dezelfde tijd. De inschrijf- en afmeldtijden
            schuiven mee. Een omslagfoto voeg je daarna per keer toe.
          </p>
        </>
      )}
    </fieldset>
  );
}
