// The rules of events and sign-ups that the server (pb_hooks/lib/signup-rules.js, signups.pb.js)
// and the events section (remotes/events/src/features/events/lib/signup-state.ts,
// event-form-values.ts) share, with their Dutch messages: written once, so the section shows the
// server's own sentence before a member tries. The questions, answers and guests of a sign-up are
// in signup-answers.cjs: the events list, which runs this file on every cold visit, needs none of
// them (#33). Times are milliseconds, null when a field is empty. Plain JavaScript without
// imports: PocketBase's engine requires it as it is, and Node and Vite read it as CommonJS.

const SIGNUP_MESSAGES = {
  started: 'Dit evenement is al begonnen of voorbij.',
  notYetOpen: 'De inschrijving voor dit evenement is nog niet geopend.',
  closed: 'De inschrijving voor dit evenement is gesloten.',
  signoutClosed: 'Afmelden kan niet meer: de afmeldtermijn is voorbij. Neem contact op met de organisatie.',
  endBeforeStart: 'Het einde ligt voor het begin.',
  closesBeforeOpening: 'De inschrijving sluit voordat ze opent.',
  closesAfterStart: 'De inschrijving moet sluiten voordat het evenement begint.',
  signoutAfterStart: 'Afmelden moet kunnen stoppen voordat het evenement begint.',
  largestPartyDoesNotFit:
    'Een lid met het hoogste aantal introducés past niet in het aantal plaatsen: kies meer plaatsen of minder introducés.',
  cancelled: 'Dit evenement is geannuleerd: aanmelden kan niet meer.',
  alreadySignedUp: 'Je bent al aangemeld voor dit evenement.',
  idTaken: 'Deze aanmelding bestaat al.',
};

const given = (value) => value !== null && value !== undefined;

/**
 * Whether members may sign up at `now`, and if not, why. Sign-up closes at `deadline`, or when the
 * event starts if it has none; a cancelled event (`cancelled`) is closed for good.
 */
function signupWindow(times, now) {
  if (times.cancelled) return { open: false, reason: SIGNUP_MESSAGES.cancelled };
  const start = times.start;
  const deadline = given(times.deadline) ? times.deadline : start;
  if (given(start) && now >= start) return { open: false, reason: SIGNUP_MESSAGES.started };
  if (given(times.opens) && now < times.opens) return { open: false, reason: SIGNUP_MESSAGES.notYetOpen };
  if (given(deadline) && now >= deadline) return { open: false, reason: SIGNUP_MESSAGES.closed };
  return { open: true, reason: '' };
}

/**
 * Whether a member with a place may still sign out at `now` (the waiting list may always leave):
 * until the sign-out deadline, or the start if there is none.
 */
function signoutAllowed(times, now) {
  const deadline = given(times.signoutDeadline) ? times.signoutDeadline : times.start;
  return !given(deadline) || now < deadline;
}

/**
 * What is wrong with an event's times, keyed by the server's field names (`end`,
 * `signup_deadline`, `signout_deadline`), or an empty object. The server reports the first of
 * them in that order, the form each next to its field.
 */
function eventTimeErrors(times) {
  const errors = {};
  const { start, end, opens, deadline, signout } = times;
  if (given(start) && given(end) && end < start) errors.end = SIGNUP_MESSAGES.endBeforeStart;
  if (given(opens) && given(deadline) && deadline <= opens)
    errors.signup_deadline = SIGNUP_MESSAGES.closesBeforeOpening;
  else if (given(start) && given(deadline) && deadline > start)
    errors.signup_deadline = SIGNUP_MESSAGES.closesAfterStart;
  if (given(start) && given(signout) && signout > start) errors.signout_deadline = SIGNUP_MESSAGES.signoutAfterStart;
  return errors;
}

/** What is wrong when a member with the most guests allowed would not fit (0 places is no limit), or null. */
function partySizeError(capacity, maxGuests) {
  return capacity > 0 && maxGuests + 1 > capacity ? SIGNUP_MESSAGES.largestPartyDoesNotFit : null;
}

/**
 * The realtime topic on which the server sends an event's counts after sign-ups, at most once a
 * second and to members only (pb_hooks/lib/signup-broadcast.js), and the event's page listens
 * (use-live-event.ts). Not PocketBase's sign-ups topic: there every sign-up costs a database check
 * per member listening, which a rush cannot afford.
 */
function countsTopic(eventId) {
  return `tjas-aanmeldingen/${eventId}`;
}

/**
 * What the answer to a new sign-up says besides the sign-up itself (fields of the answer, not
 * stored): the event's counts with it, and the member's place on the waiting list (0 with a
 * place). The member's page shows them at once, without asking the server anything more: in a
 * rush, a thousand pages asking costs what the sign-ups cost (use-live-event.ts, issue #33).
 */
function signupAnswerExtras(counts, waitingPlace) {
  return { event_counts: { confirmed: counts.confirmed, waiting: counts.waiting }, waiting_place: waitingPlace };
}

module.exports = {
  SIGNUP_MESSAGES,
  countsTopic,
  signupAnswerExtras,
  eventTimeErrors,
  partySizeError,
  signoutAllowed,
  signupWindow,
};
