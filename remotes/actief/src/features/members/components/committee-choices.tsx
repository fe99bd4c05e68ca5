import { CheckboxGroupField } from '@tjas/ui';
import type { CommitteeRecord } from '../../committees/index.ts';

interface Props {
  committees: readonly CommitteeRecord[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  legend: string;
}

/** Committees to tick; admin committees are marked, since they make their members admins. */
export function CommitteeChoices({ committees, chosen, onChange, legend }: Props) {
  return (
    <CheckboxGroupField
      legend={legend}
      options={committees.map((committee) => ({
        value: committee.id,
        label: committee.admin ? `${committee.name} (beheerders)` : committee.name,
      }))}
      value={chosen}
      onChange={onChange}
    />
  );
}
