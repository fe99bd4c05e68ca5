import { describeError, fieldErrors } from '@tjas/auth';
import { SUBMISSION_KINDS, type SubmissionKind } from '@tjas/permissions/permission-table';
import {
  Button,
  Card,
  DateTime,
  DescriptionList,
  FormError,
  NoAccess,
  PagedList,
  PageHeader,
  SelectField,
  showToast,
  TextAreaField,
  useFormSubmission,
} from '@tjas/ui';
import { useEffect, useState } from 'react';
import { Link } from '@tjas/router';
import {
  attachmentUrl,
  listInbox,
  STATUS_LABELS,
  updateSubmission,
  type SubmissionRecord,
  type SubmissionStatus,
} from '../api/submissions-api.ts';
import { CHANNELS, validateResponse } from '../lib/submission-draft.ts';
import { useHandledKinds } from '../lib/use-handled-kinds.ts';
import styles from './acties.module.css';
import { SubmissionStatusBadge } from './submission-status.tsx';

const STATUS_OPTIONS = (Object.keys(STATUS_LABELS) as SubmissionStatus[]).map((value) => ({
  value,
  label: STATUS_LABELS[value],
}));
const channelLabel = (value: string) => CHANNELS.find((channel) => channel.value === value)?.label ?? value;

/** A link to a protected attachment; the file token lasts minutes, so it is renewed while shown. */
function AttachmentLink({ submission }: { submission: SubmissionRecord }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    let live = true;
    const renew = () =>
      attachmentUrl(submission).then(
        (next) => live && setUrl(next),
        () => undefined,
      );
    void renew();
    const timer = setInterval(renew, 100_000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [submission]);
  if (!url) return <p className={styles.meta}>Bijlage wordt klaargezet…</p>;
  return (
    <p>
      <a href={url} target="_blank" rel="noopener noreferrer">
        Bijlage openen
      </a>
    </p>
  );
}

function HandleForm({
  submission,
  onSaved,
}: {
  submission: SubmissionRecord;
  onSaved: (record: SubmissionRecord) => void;
}) {
  const [draft, setDraft] = useState({ status: submission.status, response: submission.response });
  const { field, formError, busy, submit } = useFormSubmission<{ status?: string; response?: string }, typeof draft>({
    draft,
    setDraft,
    validate: () => validateResponse(draft.response),
    save: async () => {
      onSaved(await updateSubmission(submission.id, { status: draft.status, response: draft.response.trim() }));
      showToast(`Status van “${submission.title}” is nu: ${STATUS_LABELS[draft.status]}.`);
    },
    fields: ['status', 'response'],
    serverErrors: fieldErrors,
    describe: describeError,
    invalidMessage: null,
  });
  return (
    <form className={styles.handle} onSubmit={submit} aria-label={`Afhandelen: ${submission.title}`}>
      <SelectField label="Status" options={STATUS_OPTIONS} {...field('status')} />
      <TextAreaField label="Antwoord aan de inzender (optioneel)" rows={2} {...field('response')} />
      <FormError message={formError} />
      <Button type="submit" busy={busy} busyLabel="Bezig met opslaan…">
        Opslaan
      </Button>
    </form>
  );
}

function InboxItem({ initial }: { initial: SubmissionRecord }) {
  const [submission, setSubmission] = useState(initial);
  const sender = submission.expand?.submitter;
  return (
    <article aria-label={submission.title}>
      <h2>
        {submission.title} <SubmissionStatusBadge status={submission.status} />
      </h2>
      <p className={styles.meta}>
        {SUBMISSION_KINDS[submission.kind].label} van {sender?.name || sender?.username || 'een lid'}, namens{' '}
        {submission.signed_as}, op <DateTime value={submission.created} />
      </p>
      <p className={styles.body}>{submission.body}</p>
      <DescriptionList>
        {submission.deadline && (
          <>
            <dt>Klaar op</dt>
            <dd>
              <DateTime value={submission.deadline} dateOnly />
            </dd>
          </>
        )}
        {submission.event_date && (
          <>
            <dt>Datum activiteit</dt>
            <dd>
              <DateTime value={submission.event_date} dateOnly />
            </dd>
          </>
        )}
        {submission.channels.length > 0 && (
          <>
            <dt>Kanalen</dt>
            <dd>{submission.channels.map(channelLabel).join(', ')}</dd>
          </>
        )}
        {submission.involved && (
          <>
            <dt>Wie</dt>
            <dd>{submission.involved}</dd>
          </>
        )}
        {submission.page_url && (
          <>
            <dt>Pagina</dt>
            <dd className={styles.body}>{submission.page_url}</dd>
          </>
        )}
      </DescriptionList>
      {submission.attachment && <AttachmentLink submission={submission} />}
      <HandleForm submission={submission} onSaved={setSubmission} />
    </article>
  );
}

/** /acties/postvak: what was sent to the member's committees, to move through its statuses. */
export function InboxPage() {
  const handled = useHandledKinds();
  const [status, setStatus] = useState<SubmissionStatus | ''>('nieuw');
  const [kind, setKind] = useState<SubmissionKind | ''>('');
  if (handled.length === 0) {
    return (
      <NoAccess home={<Link to="/acties">Naar de acties</Link>}>
        Het postvak is alleen voor de commissies die inzendingen afhandelen.
      </NoAccess>
    );
  }
  const kinds = kind ? [kind] : handled;
  return (
    <>
      <PageHeader
        title="Postvak"
        description={`Inzendingen voor: ${handled.map((value) => SUBMISSION_KINDS[value].label.toLowerCase()).join(', ')}.`}
      />
      <div className={styles.filters}>
        <SelectField
          label="Status"
          name="filter-status"
          options={[{ value: '', label: 'Alle statussen' }, ...STATUS_OPTIONS]}
          value={status}
          onChange={(event) => setStatus(event.target.value as SubmissionStatus | '')}
        />
        {handled.length > 1 && (
          <SelectField
            label="Soort"
            name="filter-kind"
            options={[
              { value: '', label: 'Alle soorten' },
              ...handled.map((value) => ({ value, label: SUBMISSION_KINDS[value].label })),
            ]}
            value={kind}
            onChange={(event) => setKind(event.target.value as SubmissionKind | '')}
          />
        )}
      </div>
      <Card>
        <PagedList
          load={(page) => listInbox(kinds, status, page)}
          listKey={`${kinds.join(',')}|${status}`}
          label="Inzendingen"
          empty="Geen inzendingen met deze status."
          itemKey={(submission) => submission.id}
          renderItem={(submission) => <InboxItem initial={submission} />}
          describeError={describeError}
          testId="inbox"
        />
      </Card>
    </>
  );
}
