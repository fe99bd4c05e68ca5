import { SelectField, TextAreaField, TextField, type FieldBinder } from '@tjas/ui';
import { eventsLimits } from '@tjas/schema/field-limits';
import type { EventFormValues } from '../lib/event-form-values.ts';
import styles from './event-form.module.css';

type Bind = { field: FieldBinder<EventFormValues> };

/** What, by whom, when and where. */
export function EventBasicsFields({
  field,
  organisers,
}: Bind & { organisers: readonly { value: string; label: string }[] }) {
  return (
    <>
      <TextField label="Naam" {...field('title')} maxLength={eventsLimits.title.max} />
      <SelectField
        label="Organisatie"
        {...field('organiser')}
        options={[{ value: '', label: 'Kies een commissie' }, ...organisers]}
      />
      <div className={styles.row}>
        <TextField label="Begint" type="datetime-local" {...field('start')} />
        <TextField label="Eindigt" type="datetime-local" {...field('end')} />
      </div>
      <TextField label="Waar" {...field('location')} maxLength={eventsLimits.location.max} />
      <TextAreaField label="Beschrijving" {...field('description')} rows={4} />
    </>
  );
}

/** How many places, guests per member and the price; how to pay, for a paid event. */
export function EventPlacesFields({ field, paid }: Bind & { paid: boolean }) {
  return (
    <>
      <div className={styles.row}>
        <TextField label="Aantal plaatsen" hint="Leeg of 0: geen limiet." inputMode="numeric" {...field('capacity')} />
        <TextField
          label="Introducés per lid"
          hint="Leeg of 0: geen. Elke introducé telt als een plaats."
          inputMode="numeric"
          {...field('maxGuests')}
        />
        <TextField
          label="Prijs in euro"
          hint="Bijvoorbeeld 12,50; leeg is gratis."
          inputMode="decimal"
          {...field('price')}
        />
      </div>
      {paid && (
        <TextAreaField
          label="Betaalinstructies"
          hint="Hoe leden betalen, bijvoorbeeld: maak het over naar NL00 BANK 0123 4567 89 t.n.v. Tjas o.v.v. je naam. Noem geen bedrag: de site zet bij elk lid wat het betaalt, met introducés. Staat bij het evenement en in de bevestigingsmail."
          {...field('paymentInstructions')}
          rows={3}
          maxLength={eventsLimits.payment_instructions.max}
        />
      )}
    </>
  );
}

/** When members can sign up and until when they can sign out. */
export function SignupWindowFields({ field }: Bind) {
  return (
    <div className={styles.row}>
      <TextField label="Inschrijving opent" hint="Leeg: meteen." type="datetime-local" {...field('signupOpens')} />
      <TextField
        label="Inschrijving sluit"
        hint="Leeg: bij het begin."
        type="datetime-local"
        {...field('signupDeadline')}
      />
      <TextField
        label="Afmelden kan tot"
        hint="Leeg: tot het begin."
        type="datetime-local"
        {...field('signoutDeadline')}
      />
    </div>
  );
}
