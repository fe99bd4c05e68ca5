import { describeError, fieldErrors } from '@tjas/auth';
import {
  Card,
  CheckboxGroupField,
  FormActions,
  PagedList,
  PageHeader,
  showToast,
  TextAreaField,
  useFormSubmission,
} from '@tjas/ui';
import { useState } from 'react';
import { listBoardInterest, ROLE_LABELS, sendBoardInterest, type BoardRole } from '../api/room-api.ts';
import { InterestItem } from './interest-item.tsx';
import { motivationProblem } from '@tjas/schema/motivation';
import { boardInterestLimits } from '@tjas/schema/field-limits';

type Errors = { motivation?: string };
const EMPTY = { roles: [] as BoardRole[], motivation: '' };

/** /bestuur/interesse: members interested in next year's board; only the board reads it. */
export function BoardInterestPage() {
  const [draft, setDraft] = useState(EMPTY);
  const [round, setRound] = useState(0);
  const { field, choices, formError, busy, submit } = useFormSubmission<Errors, typeof draft>({
    draft,
    setDraft,
    validate: () => ({
      motivation: motivationProblem(draft.motivation, boardInterestLimits.motivation, 'waarom je in het bestuur wilt'),
    }),
    save: async () => {
      await sendBoardInterest(draft.roles, draft.motivation.trim());
      showToast('Bedankt! Het bestuur neemt contact met je op.');
      setDraft(EMPTY);
      setRound((value) => value + 1);
    },
    fields: ['motivation'],
    serverErrors: fieldErrors,
    describe: describeError,
    invalidMessage: 'Niet verstuurd: verbeter de gemarkeerde velden.',
  });
  return (
    <>
      <PageHeader
        title="Interesse in het bestuur"
        description="Zin om volgend jaar in het bestuur te gaan? Alleen het bestuur leest wat je hier schrijft."
      />
      <Card>
        <form onSubmit={submit} noValidate aria-label="Interesse in het bestuur">
          <CheckboxGroupField
            legend="Welke functies spreken je aan? (optioneel)"
            options={(Object.keys(ROLE_LABELS) as BoardRole[]).map((role) => ({
              value: role,
              label: ROLE_LABELS[role],
            }))}
            {...choices('roles')}
          />
          <TextAreaField label="Motivatie" rows={5} {...field('motivation')} />
          <FormActions formError={formError} busy={busy} submitLabel="Versturen" busyLabel="Bezig met versturen…" />
        </form>
      </Card>
      <Card title="Jouw aanmeldingen">
        <PagedList
          load={listBoardInterest}
          listKey={String(round)}
          label="Aanmeldingen"
          empty="Je hebt je nog niet aangemeld."
          itemKey={(interest) => interest.id}
          renderItem={(interest) => <InterestItem interest={interest} />}
          describeError={describeError}
          testId="my-board-interest"
        />
      </Card>
    </>
  );
}
