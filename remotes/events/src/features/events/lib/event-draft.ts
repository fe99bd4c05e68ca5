import { clearOnLogout } from '@tjas/auth';
import type { QuestionType } from '../api/events-api.ts';
import type { EventFormValues, QuestionDraft } from './event-form-values.ts';

// What an organiser typed in the event form, kept in the tab's sessionStorage while it is not
// saved, so a reload (or the phone dropping the page) loses nothing (#32 item 5). One draft per
// member and form address (/evenementen/nieuw, /evenementen/{id}/bewerken): a new event and each
// event's edit keep their own. sessionStorage, not localStorage: the draft lives as long as the
// tab, and nothing typed stays behind on a shared computer once it is closed; logging out clears
// every draft of the tab (clearOnLogout), so an unpublished event's text does not outlive the session.

export interface EventDraft {
  values: EventFormValues;
  /** When it was last written (ms). */
  savedAt: number;
  /** The event's `updated` when editing began ('' for a new event): tells whether it changed since. */
  base: string;
}

const PREFIX = 'tjas:evenement-concept:';

/** The start of every draft's key: logout clears them all (clearAllDrafts). */
export const DRAFT_KEY_PREFIX = PREFIX;

/**
 * The storage key of the draft of `address` (the form's path) for member `userId`. A trailing
 * slash names the same form ("/evenementen/nieuw/" is "/evenementen/nieuw"), so it is one draft.
 */
export const draftKey = (userId: string, address: string): string =>
  `${PREFIX}${userId}:${address.replace(/\/+$/, '') || '/'}`;

const TEXT_FIELDS = [
  'title',
  'description',
  'location',
  'start',
  'end',
  'organiser',
  'capacity',
  'maxGuests',
  'price',
  'paymentInstructions',
  'signupOpens',
  'signupDeadline',
  'signoutDeadline',
  'repeatWeeks',
  'repeatUntil',
] as const satisfies readonly (keyof EventFormValues)[];

/** The series' and training's fields, which a draft written before them lacks: it comes back without them. */
const ADDED_LATER = { repeatWeeks: '1', repeatUntil: '' };

const QUESTION_TYPES: readonly QuestionType[] = ['choice', 'text', 'yesno'];

function isQuestion(value: unknown): value is QuestionDraft {
  if (!value || typeof value !== 'object') return false;
  const question = value as Record<string, unknown>;
  return (
    typeof question['id'] === 'string' &&
    typeof question['label'] === 'string' &&
    typeof question['options'] === 'string' &&
    typeof question['required'] === 'boolean' &&
    QUESTION_TYPES.includes(question['type'] as QuestionType)
  );
}

/** The form's values from what was stored, or null when it is not (all of) a form's values. */
function asValues(value: unknown): EventFormValues | null {
  if (!value || typeof value !== 'object') return null;
  const stored: Record<string, unknown> = { ...ADDED_LATER, ...(value as Record<string, unknown>) };
  if (!TEXT_FIELDS.every((field) => typeof stored[field] === 'string')) return null;
  const questions = stored['questions'];
  if (!Array.isArray(questions) || !questions.every(isQuestion)) return null;
  const skip = stored['repeatSkip'];
  const values = Object.fromEntries(TEXT_FIELDS.map((field) => [field, stored[field]])) as Pick<
    EventFormValues,
    (typeof TEXT_FIELDS)[number]
  >;
  return {
    ...values,
    questions: questions.map((question: QuestionDraft) => ({ ...question })),
    training: stored['training'] === true,
    repeat: stored['repeat'] === true,
    repeatSkip: Array.isArray(skip) ? skip.filter((date): date is string => typeof date === 'string') : [],
  };
}

/**
 * The stored draft, or null: none, unreadable (another version of the site wrote it, or the
 * browser refuses storage, as Safari's private mode may) or not a form's values.
 */
export function readDraft(key: string, storage: Storage | undefined = sessionStore()): EventDraft | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const values = asValues(parsed['values']);
    if (!values || typeof parsed['savedAt'] !== 'number' || typeof parsed['base'] !== 'string') return null;
    return { values, savedAt: parsed['savedAt'], base: parsed['base'] };
  } catch {
    return null;
  }
}

/** Keeps the draft; a full or refused storage only means there is no draft (the form still works). */
export function writeDraft(
  key: string,
  values: EventFormValues,
  base: string,
  storage: Storage | undefined = sessionStore(),
  now: number = Date.now(),
): void {
  try {
    clearOnLogout(PREFIX, storage);
    storage?.setItem(key, JSON.stringify({ values, savedAt: now, base } satisfies EventDraft));
  } catch {
    // no room or no storage: nothing kept
  }
}

export function clearDraft(key: string, storage: Storage | undefined = sessionStore()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // no storage: nothing to clear
  }
}

/** Whether two sets of the form's values say the same (a draft equal to the start is no draft). */
export function sameValues(a: EventFormValues, b: EventFormValues): boolean {
  const question = (q: QuestionDraft) => [q.id, q.label, q.type, q.options, q.required];
  return (
    TEXT_FIELDS.every((field) => a[field] === b[field]) &&
    JSON.stringify(a.questions.map(question)) === JSON.stringify(b.questions.map(question))
  );
}

function sessionStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // storage blocked by the browser's settings
  }
}
