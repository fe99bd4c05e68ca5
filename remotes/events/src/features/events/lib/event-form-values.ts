import { parseDate, parseEuro } from '@tjas/ui';
import type { EventInput, EventRecord, Question, QuestionType } from '../api/events-api.ts';
import { countText } from '@tjas/schema/count-text';
import { eventsLimits } from '@tjas/schema/field-limits';
import { signupLimits } from '@tjas/schema/signup-limits';
import { eventTimeErrors, partySizeError } from '@tjas/schema/rules/signups';
import { paymentChangeError } from '@tjas/schema/rules/payments';
import { slugify } from './file-slug.ts';

export interface QuestionDraft {
  id: string;
  label: string;
  type: QuestionType;
  /** Choices, one per line. */
  options: string;
  required: boolean;
}

export interface EventFormValues {
  title: string;
  description: string;
  location: string;
  start: string;
  end: string;
  organiser: string;
  capacity: string;
  maxGuests: string;
  price: string;
  paymentInstructions: string;
  signupOpens: string;
  signupDeadline: string;
  signoutDeadline: string;
  questions: QuestionDraft[];
  /** A training: members answer "ik kom" / "kan niet" instead of signing up. */
  training: boolean;
  /** A new event repeats as a series (series-form.ts): every `repeatWeeks` weeks until `repeatUntil`. */
  repeat: boolean;
  repeatWeeks: string;
  /** The last day, YYYY-MM-DD. */
  repeatUntil: string;
  /** The days of the series left out, YYYY-MM-DD. */
  repeatSkip: string[];
}

export type EventFormErrors = Partial<Record<keyof EventFormValues, string>> & {
  questionErrors?: Record<number, string>;
  /** The cover picture, which the form keeps beside these values (event-cover.ts). */
  cover?: string;
};

const pad = (value: number) => String(value).padStart(2, '0');

/** A PocketBase date as the value of an <input type="datetime-local"> (the device's time). */
export function toLocalInput(value: string): string {
  const date = value ? parseDate(value) : null;
  if (!date) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function fromLocalInput(value: string): string {
  return value ? new Date(value).toISOString() : '';
}

export function formatEurosInput(cents: number): string {
  return cents ? `${Math.floor(cents / 100)},${pad(cents % 100)}` : '';
}

/** Whether the form describes a paid event (a price above zero): only then is there something to pay. */
export const isPaidForm = (values: EventFormValues): boolean => (parseEuro(values.price) ?? 0) > 0;

export function toFormValues(event: EventRecord | undefined, organiser: string): EventFormValues {
  return {
    title: event?.title ?? '',
    description: event?.description ?? '',
    location: event?.location ?? '',
    start: toLocalInput(event?.start ?? ''),
    end: toLocalInput(event?.end ?? ''),
    organiser: event?.organiser ?? organiser,
    capacity: event?.capacity ? String(event.capacity) : '',
    maxGuests: event?.max_guests ? String(event.max_guests) : '',
    price: formatEurosInput(event?.price ?? 0),
    paymentInstructions: event?.payment_instructions ?? '',
    signupOpens: toLocalInput(event?.signup_opens ?? ''),
    signupDeadline: toLocalInput(event?.signup_deadline ?? ''),
    signoutDeadline: toLocalInput(event?.signout_deadline ?? ''),
    questions: (event?.questions ?? []).map((question) => ({
      id: question.id,
      label: question.label,
      type: question.type,
      options: (question.options ?? []).join('\n'),
      required: question.required === true,
    })),
    training: event?.training ?? false,
    repeat: false,
    repeatWeeks: '1',
    repeatUntil: '',
    repeatSkip: [],
  };
}

function questionId(label: string, index: number, taken: Set<string>): string {
  const base = slugify(label).slice(0, 30).replace(/-$/, '') || `vraag-${index + 1}`;
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

/**
 * Checks the form as the server will, and builds the record to save. `original` is the event as
 * saved (none for a new one): the payment rule, as the server's, holds a change to it only when
 * its price or instructions change.
 */
export function validateEventForm(
  values: EventFormValues,
  original?: Pick<EventRecord, 'price' | 'payment_instructions'>,
): { errors: EventFormErrors; input?: EventInput } {
  const errors: EventFormErrors = {};
  const title = values.title.trim();
  const limits = eventsLimits;
  if (title.length < limits.title.min)
    errors.title = `Geef het evenement een naam van minstens ${limits.title.min} tekens.`;
  else if (title.length > limits.title.max)
    errors.title = `De naam mag hoogstens ${countText(limits.title.max)} tekens hebben.`;
  if (values.description.length > limits.description.max)
    errors.description = `De beschrijving mag hoogstens ${countText(limits.description.max)} tekens hebben.`;
  if (values.location.trim().length > limits.location.max)
    errors.location = `De plaats mag hoogstens ${countText(limits.location.max)} tekens hebben.`;
  if (!values.organiser) errors.organiser = 'Kies de commissie die het organiseert.';

  const start = values.start ? new Date(values.start).getTime() : NaN;
  if (Number.isNaN(start)) errors.start = 'Vul in wanneer het begint.';
  const at = (value: string) => (value ? new Date(value).getTime() : null);
  const end = at(values.end);
  const opens = at(values.signupOpens);
  const deadline = at(values.signupDeadline);
  const signout = at(values.signoutDeadline);
  // The server's rules for the times, with its words (@tjas/schema/rules/signups).
  const timeErrors = eventTimeErrors({ start: Number.isNaN(start) ? null : start, end, opens, deadline, signout });
  if (timeErrors.end) errors.end = timeErrors.end;
  if (timeErrors.signup_deadline) errors.signupDeadline = timeErrors.signup_deadline;
  if (timeErrors.signout_deadline) errors.signoutDeadline = timeErrors.signout_deadline;

  const capacityText = values.capacity.trim();
  const capacity = capacityText === '' ? 0 : Number(capacityText);
  if (!Number.isInteger(capacity) || capacity < limits.capacity.min || capacity > limits.capacity.max) {
    errors.capacity = 'Vul een heel aantal plaatsen in (leeg of 0 is geen limiet).';
  }
  const maxGuestsText = values.maxGuests.trim();
  const maxGuests = maxGuestsText === '' ? 0 : Number(maxGuestsText);
  if (!Number.isInteger(maxGuests) || maxGuests < limits.max_guests.min || maxGuests > limits.max_guests.max) {
    errors.maxGuests = `Vul ${limits.max_guests.min} tot ${limits.max_guests.max} introducés per lid in (leeg is geen).`;
  } else if (!errors.capacity) {
    const party = partySizeError(capacity, maxGuests);
    if (party) errors.maxGuests = party;
  }
  const price = values.price.trim() === '' ? 0 : parseEuro(values.price);
  if (price === null) errors.price = 'Vul een bedrag in, bijvoorbeeld 12,50 (leeg is gratis).';
  else if (price > limits.price.max) errors.price = 'Een prijs boven € 100.000 kan hier niet.';
  const paymentInstructions = values.paymentInstructions.trim();
  if (paymentInstructions.length > limits.payment_instructions.max)
    errors.paymentInstructions = `De betaalinstructies mogen hoogstens ${countText(limits.payment_instructions.max)} tekens hebben.`;
  // The server's rule and words: a paid event says how to pay, and leaves the amount to the site;
  // an older event whose price and instructions stay as they were is not held to it.
  else if (price !== null) {
    const before = original ? { price: original.price, instructions: original.payment_instructions } : null;
    const problem = paymentChangeError(before, { price, instructions: paymentInstructions });
    if (problem) errors.paymentInstructions = problem;
  }

  const questionErrors: Record<number, string> = {};
  const taken = new Set<string>();
  const questions: Question[] = values.questions.map((draft, index) => {
    const label = draft.label.trim();
    const options = draft.options
      .split('\n')
      .map((option) => option.trim())
      .filter(Boolean);
    if (!label) questionErrors[index] = 'Vul de vraag in.';
    else if (label.length > signupLimits.questionLabel.max)
      questionErrors[index] = `Een vraag mag hoogstens ${signupLimits.questionLabel.max} tekens hebben.`;
    else if (draft.type === 'choice' && options.length < 2)
      questionErrors[index] = 'Geef minstens twee keuzes, elk op een eigen regel.';
    const id = draft.id && !taken.has(draft.id) ? (taken.add(draft.id), draft.id) : questionId(label, index, taken);
    return {
      id,
      label,
      type: draft.type,
      ...(draft.type === 'choice' ? { options } : {}),
      required: draft.required,
    };
  });
  if (Object.keys(questionErrors).length > 0) errors.questionErrors = questionErrors;
  if (questions.length > signupLimits.questions.max)
    errors.questions = `Stel hoogstens ${signupLimits.questions.max} vragen.`;

  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    input: {
      title,
      description: values.description.trim(),
      location: values.location.trim(),
      start: fromLocalInput(values.start),
      end: fromLocalInput(values.end),
      organiser: values.organiser,
      capacity,
      max_guests: maxGuests,
      price: price ?? 0,
      // Only a paid event has something to pay: instructions of a free one are not kept.
      payment_instructions: price ? paymentInstructions : '',
      signup_opens: fromLocalInput(values.signupOpens),
      signup_deadline: fromLocalInput(values.signupDeadline),
      signout_deadline: fromLocalInput(values.signoutDeadline),
      questions: questions.length > 0 ? questions : null,
      training: values.training,
    },
  };
}
