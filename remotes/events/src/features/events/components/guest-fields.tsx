import { Button, TextField } from '@tjas/ui';
import styles from './event-detail.module.css';

interface Props {
  max: number;
  names: readonly string[];
  onChange: (names: string[]) => void;
}

/** The names of the guests a member brings to an event, at most `max`. */
export function GuestFields({ max, names, onChange }: Props) {
  const set = (index: number, name: string) => onChange(names.map((current, at) => (at === index ? name : current)));
  return (
    <fieldset className={styles.guests}>
      <legend>Introducés (hoogstens {max})</legend>
      {names.length === 0 && <p className={styles.reason}>Neem je iemand mee? Elke introducé telt als een plaats.</p>}
      {names.map((name, index) => (
        <div key={index} className={styles.guest}>
          <TextField label={`Naam introducé ${index + 1}`} value={name} maxLength={100} autoComplete="off" onChange={(change) => set(index, change.target.value)} />
          <Button variant="secondary" onClick={() => onChange(names.filter((_, at) => at !== index))} aria-label={`Introducé ${index + 1} weghalen`}>
            Weghalen
          </Button>
        </div>
      ))}
      {names.length < max && (
        <Button variant="secondary" onClick={() => onChange([...names, ''])}>
          Introducé toevoegen
        </Button>
      )}
    </fieldset>
  );
}

/** What is wrong with the guests' names (the server's words), or ''. */
export function guestProblem(names: readonly string[]): string {
  return names.some((name) => name.trim().length < 2) ? 'Vul van elke introducé de naam in (2 tot 100 tekens).' : '';
}
