import { describeError, fieldErrors, useSession } from '@tjas/auth';
import {
  AsyncContent,
  Card,
  CheckboxGroupField,
  DateTime,
  FormActions,
  PagedList,
  PageHeader,
  showToast,
  TextAreaField,
  useAsync,
  useFormSubmission,
} from '@tjas/ui';
import { useState } from 'react';
import { listCommittees, listInterest, sendInterest, type InterestRecord } from '../api/committees-api.ts';
import styles from './committees.module.css';
import { motivationProblem } from '@tjas/schema/motivation';
import { committeeInterestLimits } from '@tjas/schema/field-limits';

type Errors = { committees?: string; motivation?: string };
const EMPTY = { committees: [] as string[], motivation: '' };

function InterestItem({ interest, mine }: { interest: InterestRecord; mine: boolean }) {
  const member = interest.expand?.member;
  return (
    <article aria-label={`Aanmelding van ${member?.name || member?.username || 'een lid'}`}>
      <strong>{mine ? 'Jouw aanmelding' : member?.name || member?.username}</strong> voor{' '}
      {(interest.expand?.committees ?? []).map((committee) => committee.name).join(', ')}
      <p className={styles.meta}>
        <DateTime value={interest.created} />
      </p>
      <p className={styles.motivation}>{interest.motivation}</p>
    </article>
  );
}

/** /{product}-actief/commissie-interesse: pick committees and say why; each committee sees what was meant for it. */
export function InterestPage() {
  const memberId = useSession((state) => state.user?.id ?? '');
  const [committees, reloadCommittees] = useAsync(listCommittees, 'committees');
  const [draft, setDraft] = useState(EMPTY);
  const [round, setRound] = useState(0);
  const { field, choices, formError, busy, submit } = useFormSubmission<Errors, typeof draft>({
    draft,
    setDraft,
    validate: () => {
      const { committees: chosen, motivation } = draft;
      const found: Errors = {};
      if (chosen.length === 0) found.committees = 'Kies minstens één commissie.';
      const limits = committeeInterestLimits;
      if (chosen.length > limits.committees.maxSelect)
        found.committees = `Kies hoogstens ${limits.committees.maxSelect} commissies.`;
      found.motivation = motivationProblem(motivation, limits.motivation, 'waarom je wilt meedoen');
      return found;
    },
    save: async () => {
      await sendInterest(draft.committees, draft.motivation.trim());
      showToast('Je aanmelding is verstuurd. De commissies nemen contact met je op.');
      setDraft(EMPTY);
      setRound((value) => value + 1);
    },
    fields: ['committees', 'motivation'],
    serverErrors: fieldErrors,
    describe: describeError,
    invalidMessage: 'Niet verstuurd: verbeter de gemarkeerde velden.',
  });

  return (
    <>
      <PageHeader
        title="Commissie-interesse"
        description="Zin om actief te worden? Kies een of meer commissies en vertel waarom."
      />
      <Card>
        <AsyncContent
          state={committees}
          reload={reloadCommittees}
          loadingLabel="Commissies worden geladen…"
          describe={describeError}
        >
          {(data) => (
            <form onSubmit={submit} noValidate aria-label="Aanmelden voor commissies">
              <CheckboxGroupField
                legend="Commissies"
                options={data
                  .filter((committee) => !committee.admin)
                  .map((committee) => ({ value: committee.id, label: committee.name }))}
                {...choices('committees')}
              />
              <TextAreaField label="Motivatie" rows={5} {...field('motivation')} />
              <FormActions formError={formError} busy={busy} submitLabel="Versturen" busyLabel="Bezig met versturen…" />
            </form>
          )}
        </AsyncContent>
      </Card>
      {/* Below the form only once the form is there: it would push this card down (layout shift). */}
      {committees.status !== 'loading' && (
        <Card title="Aanmeldingen">
          <p className={styles.meta}>Je ziet je eigen aanmeldingen en die voor de commissies waar je in zit.</p>
          <PagedList
            load={listInterest}
            listKey={String(round)}
            label="Aanmeldingen"
            empty="Nog geen aanmeldingen."
            itemKey={(interest) => interest.id}
            renderItem={(interest) => <InterestItem interest={interest} mine={interest.member === memberId} />}
            describeError={describeError}
            testId="interest-list"
          />
        </Card>
      )}
    </>
  );
}
