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
  const { field, fileField, choices, formError, busy, submit } = useFormSubmission<DraftErrors, SubmissionDraft>({
    draft,
    setDraft,
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
          <TextField label={text.titleLabel} maxLength={submissionsLimits.title.max} required {...field('title')} />
          <TextAreaField label={text.bodyLabel} rows={6} required {...field('body')} />
          {kind === 'promotie' && (
            <>
              <TextField
                label="Datum van de activiteit (optioneel)"
                type="date"
                {...field('eventDate')}
                name="event_date"
              />
              <TextField label="Uiterlijk klaar op" type="date" required {...field('deadline')} />
              <CheckboxGroupField legend="Kanalen" options={CHANNELS} {...choices('channels')} />
            </>
          )}
          {kind === 'uitglijder' && (
            <TextField
              label="Wie gleed er uit? (optioneel)"
              maxLength={submissionsLimits.involved.max}
              {...field('involved')}
            />
          )}
          {kind === 'technische-hulp' && (
            <TextField
              label="Op welke pagina? (link, optioneel)"
              type="url"
              inputMode="url"
              {...field('pageUrl')}
              name="page_url"
            />
          )}
          <TextField
            key={fileKey}
            label={text.attachmentLabel}
            type="file"
            accept={kind === 'uitglijder' ? 'image/*' : 'image/*,application/pdf'}
            hint={`Hoogstens ${megabytesText(submissionsLimits.attachment.maxSize)}.`}
            {...fileField('attachment')}
          />
          <SelectField label="Namens" options={onBehalfOptions} {...field('onBehalfOf')} name="on_behalf_of" />
          <FormActions formError={formError} busy={busy} submitLabel="Versturen" busyLabel="Bezig met versturen…" />
        </form>
      </Card>
    </>
  );
}
