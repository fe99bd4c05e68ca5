import { describeError, fieldErrors, useSession } from '@tjas/auth';
import type { SubmissionKind } from '@tjas/permissions/permission-table';
import {
  Card,
  CheckboxGroupField,
  FormActions,
  PageHeader,
  SelectField,
  TextAreaField,
  TextField,
  useFormSubmission,
} from '@tjas/ui';
import { useState } from 'react';
import { Link } from '@tjas/router';
import { useReceivingCommittee } from '../api/receiving-committees.ts';
import { createSubmission, type SubmissionRecord } from '../api/submissions-api.ts';
import {
  CHANNELS,
  draftToFormData,
  EMPTY_DRAFT,
  SERVER_FIELDS,
  validateDraft,
  type DraftErrors,
  type SubmissionDraft,
} from '../lib/submission-draft.ts';
import { KIND_TEXT } from '../lib/submission-kinds.ts';
import { submissionsLimits } from '@tjas/schema/field-limits';
import { megabytesText } from '@tjas/schema/count-text';

/** One action page under /acties: a form that goes to the committee that handles this kind. */
export function SubmissionFormPage({ kind }: { kind: SubmissionKind }) {
  const text = KIND_TEXT[kind];
  const user = useSession((state) => state.user);
  const committees = useSession((state) => state.committees);
  const receiving = useReceivingCommittee(kind);
  const [draft, setDraft] = useState<SubmissionDraft>(EMPTY_DRAFT);
  const [sent, setSent] = useState<SubmissionRecord>();
  const [fileKey, setFileKey] = useState(0);
  const set = <K extends keyof SubmissionDraft>(key: K, value: SubmissionDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const { errors, formError, busy, submit } = useFormSubmission<DraftErrors>({
    validate: () => validateDraft(kind, draft),
    save: async () => {
      setSent(await createSubmission(draftToFormData(kind, draft)));
      setDraft(EMPTY_DRAFT);
      setFileKey((key) => key + 1);
    },
    fields: ['title', 'body', 'eventDate', 'deadline', 'channels', 'involved', 'pageUrl', 'attachment'],
    serverErrors: (failure) => fieldErrors(failure, SERVER_FIELDS),
    describe: describeError,
    invalidMessage: 'Niet verstuurd: verbeter de gemarkeerde velden.',
  });

  const onBehalfOptions = [
    { value: '', label: `Mezelf (${user?.username ?? ''})` },
    ...committees.map((committee) => ({ value: committee.name, label: committee.name })),
  ];

  return (
    <>
      <PageHeader title={text.title} description={`${text.intro} Je aanvraag gaat naar ${receiving}.`} />
      {sent && (
        <Card>
          <p role="status">
            Verstuurd naar {sent.expand?.committee?.name ? `de ${sent.expand.committee.name}` : receiving}: “
            {sent.title}”. Je ziet de status bij <Link to="/acties">Mijn inzendingen</Link>.
          </p>
        </Card>
      )}
      <Card>
        <form onSubmit={submit} noValidate aria-label={text.title}>
          <TextField
            label={text.titleLabel}
            name="title"
            value={draft.title}
            maxLength={submissionsLimits.title.max}
            required
            onChange={(event) => set('title', event.target.value)}
            error={errors.title}
          />
          <TextAreaField
            label={text.bodyLabel}
            name="body"
            rows={6}
            value={draft.body}
            required
            onChange={(event) => set('body', event.target.value)}
            error={errors.body}
          />
          {kind === 'promotie' && (
            <>
              <TextField
                label="Datum van de activiteit (optioneel)"
                name="event_date"
                type="date"
                value={draft.eventDate}
                onChange={(event) => set('eventDate', event.target.value)}
                error={errors.eventDate}
              />
              <TextField
                label="Uiterlijk klaar op"
                name="deadline"
                type="date"
                required
                value={draft.deadline}
                onChange={(event) => set('deadline', event.target.value)}
                error={errors.deadline}
              />
              <CheckboxGroupField
                legend="Kanalen"
                options={CHANNELS}
                value={draft.channels}
                onChange={(channels) => set('channels', channels)}
                error={errors.channels}
              />
            </>
          )}
          {kind === 'uitglijder' && (
            <TextField
              label="Wie gleed er uit? (optioneel)"
              name="involved"
              value={draft.involved}
              maxLength={submissionsLimits.involved.max}
              onChange={(event) => set('involved', event.target.value)}
              error={errors.involved}
            />
          )}
          {kind === 'technische-hulp' && (
            <TextField
              label="Op welke pagina? (link, optioneel)"
              name="page_url"
              type="url"
              inputMode="url"
              value={draft.pageUrl}
              onChange={(event) => set('pageUrl', event.target.value)}
              error={errors.pageUrl}
            />
          )}
          <TextField
            key={fileKey}
            label={text.attachmentLabel}
            name="attachment"
            type="file"
            accept={kind === 'uitglijder' ? 'image/*' : 'image/*,application/pdf'}
            hint={`Hoogstens ${megabytesText(submissionsLimits.attachment.maxSize)}.`}
            onChange={(event) => set('attachment', event.target.files?.[0] ?? null)}
            error={errors.attachment}
          />
          <SelectField
            label="Namens"
            name="on_behalf_of"
            options={onBehalfOptions}
            value={draft.onBehalfOf}
            onChange={(event) => set('onBehalfOf', event.target.value)}
          />
          <FormActions formError={formError} busy={busy} submitLabel="Versturen" busyLabel="Bezig met versturen…" />
        </form>
      </Card>
    </>
  );
}
