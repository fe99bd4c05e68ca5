import { describeError, fieldErrors } from '@tjas/auth';
import { FormActions, TextField, useFormSubmission } from '@tjas/ui';
import { useState } from 'react';
import type { CommitteeRecord } from '../../committees/index.ts';
import { addMember, type MemberRecord } from '../api/members-api.ts';
import { CommitteeChoices } from './committee-choices.tsx';
import { countText } from '@tjas/schema/count-text';
import { usersLimits } from '@tjas/schema/field-limits';

type Errors = { name?: string; username?: string; email?: string };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const limits = usersLimits;
const USERNAME = new RegExp(`^[a-z0-9._-]{${limits.username.min},${limits.username.max}}$`);

export function validateNewMember(draft: { name: string; username: string; email: string }): Errors {
  const errors: Errors = {};
  if (!draft.name.trim()) errors.name = 'Vul de naam in.';
  else if (draft.name.trim().length > limits.name.max)
    errors.name = `De naam mag hoogstens ${countText(limits.name.max)} tekens hebben.`;
  if (!USERNAME.test(draft.username))
    errors.username = `Gebruik ${limits.username.min} tot ${limits.username.max} kleine letters, cijfers, punten, streepjes of lage streepjes.`;
  if (!EMAIL.test(draft.email.trim())) errors.email = 'Vul een geldig e-mailadres in.';
  return errors;
}

/** Admins add a member, who gets a mail to choose their own password. */
export function AddMemberForm({
  committees,
  onAdded,
  onCancel,
}: {
  committees: readonly CommitteeRecord[];
  onAdded: (member: MemberRecord) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState({ name: '', username: '', email: '' });
  const [chosen, setChosen] = useState<string[]>([]);
  const { field, formError, busy, submit } = useFormSubmission<Errors, typeof draft>({
    draft,
    setDraft,
    validate: () => validateNewMember(draft),
    save: async () => {
      const added = await addMember({
        name: draft.name.trim(),
        username: draft.username,
        email: draft.email.trim(),
        committees: chosen,
      });
      if (added) onAdded(added); // null: the password was not given, nothing was added
    },
    fields: ['name', 'username', 'email'],
    serverErrors: (failure) => {
      const found = fieldErrors(failure);
      return {
        ...found,
        ...(found['username'] ? { username: 'Deze gebruikersnaam is al in gebruik of ongeldig.' } : {}),
        ...(found['email'] ? { email: 'Dit e-mailadres is al in gebruik of ongeldig.' } : {}),
      } as Errors;
    },
    describe: describeError,
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Lid toevoegen">
      <TextField label="Naam" autoComplete="off" {...field('name')} />
      <TextField
        label="Gebruikersnaam"
        autoComplete="off"
        hint="Bijvoorbeeld voornaam.achternaam"
        {...field('username')}
        onChange={(event) => {
          const username = event.target.value.toLowerCase();
          setDraft((current) => ({ ...current, username }));
        }}
      />
      <TextField label="E-mailadres" type="email" autoComplete="off" {...field('email')} />
      <CommitteeChoices committees={committees} chosen={chosen} onChange={setChosen} legend="Commissies (optioneel)" />
      <FormActions
        formError={formError}
        busy={busy}
        submitLabel="Lid toevoegen"
        busyLabel="Bezig met toevoegen…"
        onCancel={onCancel}
      />
    </form>
  );
}
