// The rules of events and sign-ups that the server (pb_hooks/lib/signup-rules.js, signups.pb.js)
// and the events section (remotes/events/src/features/events/lib/signup-state.ts,
// event-form-values.ts, components/guest-fields.tsx) share, with their Dutch messages: written
// once, so the section shows the server's own sentence before a member tries. Times are
// milliseconds, null when a field is empty. Plain JavaScript without imports: PocketBase's engine
// requires it as it is, and Node and Vite read it as CommonJS.

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

/** The message for a guest's name outside its limits (@tjas/schema/signup-limits). */
function guestNameMessage(min, max) {
  return `Vul van elke introducé de naam in (${min} tot ${max} tekens).`;
}

/** Own keys only: an id such as "constructor" must not find Object's members. */
const own = (object, key) => (Object.prototype.hasOwnProperty.call(object, key) ? object[key] : undefined);

const QUESTION_TYPES = ['choice', 'text', 'yesno'];

/**
 * What is wrong with an event's question list as stored (JSON from anyone who may edit events),
 * or '': `limits` are @tjas/schema/signup-limits (the hooks read them from
 * pb_hooks/generated/signup-limits.json). No list (null) is no questions.
 */
function checkQuestions(questions, limits) {
  if (questions === null || questions === undefined) return '';
  if (!Array.isArray(questions)) return 'De vragen moeten een lijst zijn.';
  if (questions.length > limits.questions.max) return `Stel hoogstens ${limits.questions.max} vragen.`;
  const questionId = new RegExp(`^[a-z0-9-]{1,${limits.questionId.max}}$`);
  const ids = {};
  for (const question of questions) {
    if (!question || typeof question !== 'object') return 'Elke vraag heeft een id, een vraagtekst en een soort.';
    if (typeof question.id !== 'string' || !questionId.test(question.id))
      return 'Elke vraag heeft een korte id (letters, cijfers, streepjes).';
    if (own(ids, question.id)) return `De vraag-id "${question.id}" komt twee keer voor.`;
    ids[question.id] = true;
    if (
      typeof question.label !== 'string' ||
      !question.label.trim() ||
      question.label.length > limits.questionLabel.max
    )
      return `Elke vraag heeft een vraagtekst van hoogstens ${limits.questionLabel.max} tekens.`;
    if (QUESTION_TYPES.indexOf(question.type) < 0) return `Onbekende soort vraag bij "${question.label}".`;
    if (question.type === 'choice') {
      if (
        !Array.isArray(question.options) ||
        question.options.length < 2 ||
        question.options.some((option) => typeof option !== 'string' || !option.trim())
      ) {
        return `Geef bij "${question.label}" minstens twee keuzes.`;
      }
    }
  }
  return '';
}

/**
 * What is wrong with one answer to one question, in the server's words, or '' (an optional
 * question left open is fine). `textMax` is the longest open answer.
 */
function answerProblem(question, value, textMax) {
  const empty = value === undefined || value === null || (typeof value === 'string' && !value.trim());
  if (empty) return question.required ? `Beantwoord de vraag "${question.label}".` : '';
  if (question.type === 'yesno' && typeof value !== 'boolean') return `Kies ja of nee bij "${question.label}".`;
  if (question.type === 'choice' && (question.options || []).indexOf(value) < 0)
    return `Kies een van de mogelijkheden bij "${question.label}".`;
  if (question.type === 'text') {
    if (typeof value !== 'string') return `Vul tekst in bij "${question.label}".`;
    if (value.length > textMax) return `Het antwoord op "${question.label}" mag hoogstens ${textMax} tekens hebben.`;
  }
  return '';
}

/**
 * The answers to an event's questions, checked against each question's type: `error` is the
 * first thing wrong (in question order, '' when nothing is), `cleaned` the answers to the
 * questions only (text trimmed), or null with an error. `textMax` is the longest open answer.
 */
function checkAnswers(questions, answers, textMax) {
  const list = Array.isArray(questions) ? questions : [];
  const given = answers && typeof answers === 'object' && !Array.isArray(answers) ? answers : {};
  const cleaned = {};
  for (const question of list) {
    const value = own(given, question.id);
    const error = answerProblem(question, value, textMax);
    if (error) return { error, cleaned: null };
    if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) continue;
    cleaned[question.id] = typeof value === 'string' ? value.trim() : value;
  }
  return { error: '', cleaned };
}

/**
 * Every question's problem at once, by question id (only the questions with one): what a form
 * shows at each question, where the server names the first (checkAnswers).
 */
function answerErrors(questions, answers, textMax) {
  const given = answers && typeof answers === 'object' && !Array.isArray(answers) ? answers : {};
  const errors = {};
  for (const question of Array.isArray(questions) ? questions : []) {
    const error = answerProblem(question, own(given, question.id), textMax);
    if (error) errors[question.id] = error;
  }
  return errors;
}

/**
 * The guests a member brings (names, trimmed), at most `maxGuests`, each name `nameMin` to
 * `nameMax` characters: `error` says what is wrong ('' when nothing is), `names` is null then.
 * Nothing given is no guests.
 */
function checkGuests(given, maxGuests, nameMin, nameMax) {
  if (given === undefined || given === null || given === '') return { error: '', names: [] };
  if (!Array.isArray(given)) return { error: 'Geef de introducés als een lijst van namen.', names: null };
  if (given.length === 0) return { error: '', names: [] };
  if (maxGuests === 0) return { error: 'Bij dit evenement kun je geen introducés meenemen.', names: null };
  if (given.length > maxGuests)
    return {
      error: `Je mag hoogstens ${maxGuests} ${maxGuests === 1 ? 'introducé' : 'introducés'} meenemen.`,
      names: null,
    };
  const names = given.map((name) => (typeof name === 'string' ? name.trim() : ''));
  if (names.some((name) => name.length < nameMin || name.length > nameMax))
    return { error: guestNameMessage(nameMin, nameMax), names: null };
  return { error: '', names };
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
  answerErrors,
  checkAnswers,
  checkGuests,
  checkQuestions,
  eventTimeErrors,
  guestNameMessage,
  partySizeError,
  signoutAllowed,
  signupWindow,
};
