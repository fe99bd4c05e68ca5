import { calendarDayToDate, isWebLink, todayInAmsterdam } from '@tjas/ui';
import type { SubmissionKind } from '@tjas/permissions/permission-table';
import { countText, megabytesText } from '@tjas/schema/count-text';
import { submissionsLimits } from '@tjas/schema/field-limits';
import { promotionErrors } from '@tjas/schema/rules/submissions';

export interface SubmissionDraft {
  title: string;
  body: string;
  onBehalfOf: string;
  /** yyyy-mm-dd from a date input. */
  eventDate: string;
  deadline: string;
  channels: string[];
  involved: string;
  pageUrl: string;
  attachment: File | null;
}

export type DraftErrors = Partial<Record<keyof SubmissionDraft, string>>;

export const EMPTY_DRAFT: SubmissionDraft = {
  title: '',
  body: '',
  onBehalfOf: '',
  eventDate: '',
  deadline: '',
  channels: [],
  involved: '',
  pageUrl: '',
  attachment: null,
};

export const CHANNELS = [
  { value: 'instagram', label: 'Instagram' },
  { value: 'nieuwsbrief', label: 'Nieuwsbrief' },
  { value: 'website', label: 'Website' },
  { value: 'posters', label: 'Posters' },
  { value: 'whatsapp', label: 'WhatsApp-groep' },
] as const;

export const ATTACHMENT_MAX_BYTES = submissionsLimits.attachment.maxSize;
/** A slip-up's picture: the attachment's types without PDF. */
const IMAGE_TYPES: readonly string[] = submissionsLimits.attachment.mimeTypes.filter((type) =>
  type.startsWith('image/'),
);

/** The server's field names for the draft's fields, to show its errors next to the right field. */
export const SERVER_FIELDS: Record<string, keyof SubmissionDraft> = {
  title: 'title',
  body: 'body',
  event_date: 'eventDate',
  deadline: 'deadline',
  channels: 'channels',
  involved: 'involved',
  page_url: 'pageUrl',
  attachment: 'attachment',
};

/**
 * The same rules as the server: the collection's fields, and a promotion's dates and channels from
 * the rules both share (@tjas/schema/rules/submissions).
 */
export function validateDraft(kind: SubmissionKind, draft: SubmissionDraft, now = new Date()): DraftErrors {
  const errors: DraftErrors = {};
  const title = draft.title.trim();
  const body = draft.body.trim();
  const limits = submissionsLimits;
  if (title.length < limits.title.min) errors.title = `Geef een titel van minstens ${limits.title.min} tekens.`;
  else if (title.length > limits.title.max)
    errors.title = `De titel mag hoogstens ${countText(limits.title.max)} tekens hebben.`;
  if (body.length < limits.body.min) errors.body = `Schrijf minstens ${limits.body.min} tekens.`;
  else if (body.length > limits.body.max)
    errors.body = `Je tekst mag hoogstens ${countText(limits.body.max)} tekens hebben.`;
  if (kind === 'promotie') {
    const promotion = promotionErrors(draft.deadline, draft.eventDate, draft.channels.length, todayInAmsterdam(now));
    if (promotion.deadline) errors.deadline = promotion.deadline;
    if (promotion.event_date) errors.eventDate = promotion.event_date;
    if (promotion.channels) errors.channels = promotion.channels;
  }
  if (draft.involved.length > limits.involved.max)
    errors.involved = `Hoogstens ${countText(limits.involved.max)} tekens.`;
  if (draft.pageUrl.trim() && !isWebLink(draft.pageUrl)) errors.pageUrl = 'Vul een geldige link in (https://…).';
  const file = draft.attachment;
  if (file) {
    const image = IMAGE_TYPES.includes(file.type);
    if (file.size > ATTACHMENT_MAX_BYTES)
      errors.attachment = `Dit bestand is groter dan ${megabytesText(ATTACHMENT_MAX_BYTES)}.`;
    else if (kind === 'uitglijder' && !image)
      errors.attachment = 'Een uitglijder-foto moet een afbeelding zijn (JPG, PNG, WebP of GIF).';
    else if (!image && file.type !== 'application/pdf') errors.attachment = 'Kies een afbeelding of een PDF.';
  }
  return errors;
}

/** The check of a committee's answer to a submission (optional, within the schema's length). */
export function validateResponse(response: string): { response?: string } {
  const max = submissionsLimits.response.max;
  return response.length > max ? { response: `Je antwoord mag hoogstens ${countText(max)} tekens hebben.` } : {};
}

export function draftToFormData(kind: SubmissionKind, draft: SubmissionDraft): FormData {
  const form = new FormData();
  form.set('kind', kind);
  form.set('title', draft.title.trim());
  form.set('body', draft.body.trim());
  form.set('on_behalf_of', draft.onBehalfOf);
  if (kind === 'promotie') {
    form.set('deadline', calendarDayToDate(draft.deadline));
    form.set('event_date', calendarDayToDate(draft.eventDate));
    for (const channel of draft.channels) form.append('channels', channel);
  }
  if (draft.involved.trim()) form.set('involved', draft.involved.trim());
  if (draft.pageUrl.trim()) form.set('page_url', draft.pageUrl.trim());
  if (draft.attachment) form.set('attachment', draft.attachment);
  return form;
}
