import { describeError, fieldErrors, useSession } from '@tjas/auth';
import { directoryErrors } from '@tjas/schema/rules/member-directory';
import {
  AsyncContent,
  Button,
  Card,
  CheckboxGroupField,
  FormError,
  TextField,
  useAsync,
  useFormSubmission,
} from '@tjas/ui';
import { useState } from 'react';
import { loadMyProfile, saveMyProfile, type MemberProfile } from '../api/member-profile.ts';
import styles from './members.module.css';

/** What a member may show the other members in the directory, beside their name, photo and committees. */
const SHARE_CHOICES = [
  { value: 'email', label: 'mijn e-mailadres' },
  { value: 'phone', label: 'mijn telefoonnummer' },
  { value: 'study', label: 'mijn studie' },
  { value: 'joined_year', label: 'het jaar waarin ik lid werd' },
] as const;

interface Draft {
  phone: string;
  study: string;
  joined_year: string;
  shared: string[];
}

type Errors = Partial<Record<'phone' | 'study' | 'joined_year' | 'shared', string>>;

const draftOf = (profile: MemberProfile): Draft => ({
  phone: profile.phone,
  study: profile.study,
  joined_year: profile.joined_year ? String(profile.joined_year) : '',
  shared: [...(profile.email_shared ? ['email'] : []), ...profile.shared],
});

const profileOf = (draft: Draft): MemberProfile => ({
  phone: draft.phone.trim(),
  study: draft.study.trim(),
  joined_year: draft.joined_year.trim() ? Number(draft.joined_year.trim()) : null,
  shared: draft.shared.filter((field) => field !== 'email') as MemberProfile['shared'],
  email_shared: draft.shared.includes('email'),
});

/** /account/mijn-account: the member's details for the directory (/leden) and what they share. */
export function DirectoryProfileCard() {
  const userId = useSession((state) => state.user?.id ?? '');
  const [state, reload] = useAsync(loadMyProfile, userId);
  return (
    <Card title="In het ledenoverzicht">
      <AsyncContent
        state={state}
        reload={reload}
        loadingLabel="Je gegevens voor het ledenoverzicht worden geladen…"
        loadingLines={4}
        describe={describeError}
      >
        {(profile) => <DirectoryProfileForm profile={profile} />}
      </AsyncContent>
    </Card>
  );
}

function DirectoryProfileForm({ profile }: { profile: MemberProfile }) {
  const [draft, setDraft] = useState(() => draftOf(profile));
  const [saved, setSaved] = useState(false);
  const { field, choices, formError, busy, submit } = useFormSubmission<Errors, Draft>({
    draft,
    setDraft,
    validate: () => {
      setSaved(false);
      // A year typed as words is NaN, which the shared rule refuses like the server does.
      const typedYear = draft.joined_year.trim();
      return directoryErrors({ ...profileOf(draft), joined_year: typedYear ? Number(typedYear) : 0 }, Date.now());
    },
    save: async () => {
      setDraft(draftOf(await saveMyProfile(profileOf(draft))));
      setSaved(true);
    },
    fields: ['phone', 'study', 'joined_year', 'shared'],
    serverErrors: fieldErrors,
    describe: describeError,
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Gegevens voor het ledenoverzicht">
      <p className={styles.intro}>
        Andere leden zien in het ledenoverzicht je naam, foto en commissies. Wat je hieronder invult, zien ze alleen als
        je het deelt.
      </p>
      <TextField label="Telefoonnummer" type="tel" autoComplete="tel" maxLength={20} {...field('phone')} />
      <TextField label="Studie" autoComplete="off" maxLength={100} {...field('study')} />
      <TextField label="Lid sinds (jaar)" inputMode="numeric" maxLength={4} {...field('joined_year')} />
      <CheckboxGroupField legend="Laat andere leden zien" options={SHARE_CHOICES} {...choices('shared')} />
      <FormError message={formError} />
      <Button type="submit" busy={busy} busyLabel="Bezig met opslaan…">
        Opslaan
      </Button>
      {saved && (
        <p role="status" className={styles.saved}>
          Opgeslagen. Zo zien andere leden je in het ledenoverzicht.
        </p>
      )}
    </form>
  );
}
