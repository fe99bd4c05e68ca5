import { describeError, useSession } from '@tjas/auth';
import { SUBMISSION_KINDS } from '@tjas/permissions/permission-table';
import { Card, DateTime, PagedList } from '@tjas/ui';
import { listMySubmissions, type SubmissionRecord } from '../api/submissions-api.ts';
import styles from './acties.module.css';
import { SubmissionStatusBadge } from './submission-status.tsx';

function MySubmission({ submission }: { submission: SubmissionRecord }) {
  return (
    <article aria-label={submission.title}>
      <strong>{submission.title}</strong> <SubmissionStatusBadge status={submission.status} />
      <p className={styles.meta}>
        {SUBMISSION_KINDS[submission.kind].label} aan de {submission.expand?.committee?.name ?? 'commissie'}, verstuurd
        op <DateTime value={submission.created} />
      </p>
      {submission.response && <p className={styles.body}>Antwoord: {submission.response}</p>}
    </article>
  );
}

/** What the member sent from /acties, with the status the receiving committee gave it. */
export function MySubmissionsCard() {
  const userId = useSession((state) => state.user?.id ?? '');
  return (
    <Card title="Mijn inzendingen">
      <PagedList
        load={(page) => listMySubmissions(userId, page)}
        listKey={userId}
        label="Inzendingen"
        empty="Je hebt nog niets ingestuurd."
        itemKey={(submission) => submission.id}
        renderItem={(submission) => <MySubmission submission={submission} />}
        describeError={describeError}
        testId="my-submissions"
      />
    </Card>
  );
}
