import { Button, Card, formatDateTime, TextField } from '@tjas/ui';
import { useState, type FormEvent } from 'react';
import type { EventRecord } from '../api/events-api.ts';
import { firstCopyDate } from '../lib/event-copy.ts';
import styles from './event-form.module.css';

/**
 * The first step of "Kopiëren": the day of the new event. Its times (and the sign-up times) move
 * to that day at the same time of day; the form then shows everything to check before saving.
 */
export function CopyDateStep({ event, onChoose }: { event: EventRecord; onChoose: (date: string) => void }) {
  const [date, setDate] = useState(() => firstCopyDate(event));
  const [error, setError] = useState<string>();
  const submit = (change: FormEvent) => {
    change.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return setError('Kies de dag van de kopie.');
    onChoose(date);
  };
  return (
    <Card>
      <form onSubmit={submit} noValidate>
        <p>
          Je maakt een nieuw evenement met alles van “{event.title}” ({formatDateTime(event.start)}) behalve de
          aanmeldingen. Op welke dag is het?
        </p>
        <TextField
          label="Dag van de kopie"
          type="date"
          value={date}
          onChange={(change) => {
            setDate(change.target.value);
            setError(undefined);
          }}
          error={error}
        />
        <div className={styles.actions}>
          <Button type="submit">Verder</Button>
        </div>
      </form>
    </Card>
  );
}
