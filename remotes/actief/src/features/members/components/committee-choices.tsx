import { CheckboxField } from '@tjas/ui';
import type { CommitteeRecord } from '../../committees/api/committees-api.ts';
import styles from './members.module.css';

interface Props {
  committees: readonly CommitteeRecord[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  legend: string;
  error?: string | undefined;
}

export function CommitteeChoices({ committees, chosen, onChange, legend, error }: Props) {
  return (
    <fieldset className={styles.choices}>
      <legend>{legend}</legend>
      {committees.map((committee) => (
        <CheckboxField
          key={committee.id}
          label={committee.admin ? `${committee.name} (beheerders)` : committee.name}
          checked={chosen.includes(committee.id)}
          onChange={(event) => onChange(event.target.checked ? [...chosen, committee.id] : chosen.filter((id) => id !== committee.id))}
        />
      ))}
      {error && <p className={styles.error}>{error}</p>}
    </fieldset>
  );
}
