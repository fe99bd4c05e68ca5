import { describeError } from '@tjas/auth';
import { Button, TextField, useAsync } from '@tjas/ui';
import { useEffect, useRef } from 'react';
import { type EventRecord, type SignupRecord } from '../api/events-api.ts';
import { listGuests } from '../api/event-page-api.ts';
import styles from './event-detail.module.css';
import { signupLimits } from '@tjas/schema/signup-limits';
import { guestNameMessage } from '@tjas/schema/rules/signup-answers';

const { min, max: nameMax } = signupLimits.guestName;

/** The server's words for a guest without a name. */
export const GUEST_NAME_PROBLEM = guestNameMessage(min, nameMax);

const nameMissing = (name: string) => name.trim().length < min || name.trim().length > nameMax;

interface Props {
  max: number;
  names: readonly string[];
  onChange: (names: string[]) => void;
  /** Set after a failed submit: each guest without a name says so at its field. */
  showErrors: boolean;
}

/** The names of the guests a member brings to an event, at most `max`. */
export function GuestFields({ max, names, onChange, showErrors }: Props) {
  const group = useRef<HTMLFieldSetElement>(null);
  // Where the focus goes after adding or removing a guest (the field, or the add button), so a
  // keyboard or screen-reader user is not dropped at the top of the page.
  const focusNext = useRef<number | 'add' | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === null) return;
    const inputs = group.current?.querySelectorAll<HTMLInputElement>('input');
    const field = typeof target === 'number' ? inputs?.[target] : undefined;
    (
      field ??
      group.current?.querySelector<HTMLButtonElement>('[data-add-guest]') ??
      inputs?.[inputs.length - 1]
    )?.focus();
  }, [names.length]);
  const set = (index: number, name: string) => onChange(names.map((current, at) => (at === index ? name : current)));
  return (
    <fieldset className={styles.guests} ref={group}>
      <legend>Introducés (hoogstens {max})</legend>
      {names.length === 0 && <p className={styles.reason}>Neem je iemand mee? Elke introducé telt als een plaats.</p>}
      {names.map((name, index) => (
        <div key={index} className={styles.guest}>
          <TextField
            label={`Naam introducé ${index + 1}`}
            value={name}
            maxLength={nameMax}
            autoComplete="off"
            error={showErrors && nameMissing(name) ? GUEST_NAME_PROBLEM : undefined}
            onChange={(change) => set(index, change.target.value)}
          />
          <Button
            variant="secondary"
            aria-label={`Introducé ${index + 1} weghalen`}
            onClick={() => {
              focusNext.current = index > 0 ? index - 1 : 'add';
              onChange(names.filter((_, at) => at !== index));
            }}
          >
            Weghalen
          </Button>
        </div>
      ))}
      {names.length < max && (
        <Button
          variant="secondary"
          data-add-guest
          onClick={() => {
            focusNext.current = names.length;
            onChange([...names, '']);
          }}
        >
          Introducé toevoegen
        </Button>
      )}
    </fieldset>
  );
}

/** What is wrong with the guests' names (the server's words), or ''. */
export function guestProblem(names: readonly string[]): string {
  return names.some(nameMissing) ? GUEST_NAME_PROBLEM : '';
}

/** The member's own guests, by name (only they and the organisers can read the names). */
export function MyGuests({ event, signup }: { event: EventRecord; signup: SignupRecord }) {
  const [state] = useAsync(() => listGuests(event.id), `guests:${signup.id}`);
  const names = state.status === 'ready' ? (state.data.find((row) => row.signup === signup.id)?.names ?? []) : [];
  const count = Math.max(signup.places - 1, names.length);
  return (
    <p data-testid="my-guests">
      Je neemt {count === 1 ? '1 introducé' : `${count} introducés`} mee
      {names.length > 0 ? `: ${names.join(', ')}` : ''}.
      {state.status === 'failed' && ` (${describeError(state.error)})`}
    </p>
  );
}
