// The questions of an event and a member's answers and guests: the rules the server
// (pb_hooks/lib/signup-rules.js) and the events section's forms (lib/check-answers.ts,
// components/guest-fields.tsx) share, with their Dutch messages. Apart from signups.cjs, whose
// rules the events list runs. Plain JavaScript without imports: PocketBase's engine requires it
// as it is, and Node and Vite read it as CommonJS.

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

module.exports = {
  answerErrors,
  checkAnswers,
  checkGuests,
  checkQuestions,
  guestNameMessage,
};
