// What a member owes for a paid event, and the words for it, shared by the server's sign-up mails
// (pb_hooks/lib/signup-mails.js) and the events section's page (remotes/events/.../lib/payment.ts):
// the amount is one fact, worked out here only, so the page's instructions, its payment status
// and the mail can never name two different amounts (#32 item 4). How a member pays is the
// organisers' text; what they pay is the site's, so the text names no amount. Plain JavaScript
// without imports: PocketBase's engine requires it as it is, and Node and Vite read it as CommonJS.

const PAYMENT_MESSAGES = {
  instructionsMissing:
    'Schrijf hoe leden betalen, bijvoorbeeld: maak het over naar NL00 BANK 0123 4567 89 t.n.v. Tjas o.v.v. je naam.',
  amountInInstructions:
    'Noem hier geen bedrag: de site zet bij elk lid zelf wat het betaalt, met zijn introducés erbij.',
  /** For a paid event saved before its instructions were asked for. */
  noInstructions: 'Hoe je betaalt, hoor je van de organisatie.',
};

/**
 * Cents a member owes: the price per person for them and each of their guests. `places` is what
 * their sign-up takes (1 + guests), at least one for a sign-up from before guests.
 */
function amountDue(price, places) {
  const each = Math.max(0, Math.round(Number(price) || 0));
  return each * Math.max(1, Math.floor(Number(places) || 1));
}

/** "€ 1.234,56" for 123456 cents, as Dutch write amounts. */
function formatEuros(cents) {
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `€ ${whole},${String(cents % 100).padStart(2, '0')}`;
}

/**
 * What a member pays, in one line: "€ 7,50", or with guests "€ 15,00 voor jou en je introducé
 * (2 × € 7,50)" and "€ 30,00 voor jou en je 3 introducés (4 × € 7,50)".
 */
function amountText(price, places) {
  const total = formatEuros(amountDue(price, places));
  const count = Math.max(1, Math.floor(Number(places) || 1));
  const guests = count - 1;
  if (guests === 0) return total;
  const who = guests === 1 ? 'je introducé' : `je ${guests} introducés`;
  return `${total} voor jou en ${who} (${count} × ${formatEuros(amountDue(price, 1))})`;
}

/** "Piet", "Piet en Klaas", "Piet, Klaas en Anna". */
function namesText(names) {
  const list = (names || []).filter((name) => typeof name === 'string' && name.trim()).map((name) => name.trim());
  if (list.length <= 1) return list.join('');
  return `${list.slice(0, -1).join(', ')} en ${list[list.length - 1]}`;
}

// An amount in the organisers' text: "€ 12,50", "€12", "12,50 euro", "EUR 7", "12,-" (not an
// account number, a date or a time such as 19.00). A bare "12,50" is not taken for one: "12,13
// of 14 maart" lists dates just as well, and a rule that refuses honest text blocks the save,
// where an amount let through only repeats what the site shows beside it.
const AMOUNT = /€\s*\d|\d\s*(?:euro|eur)\b|\beur\s*\d|\d,-/i;

/**
 * What is wrong with a paid event's instructions ('' when nothing is): a paid event says how to
 * pay, and leaves the amount to the site. A free event needs none (its text is not kept).
 */
function paymentInstructionsError(price, instructions) {
  if (!(Number(price) > 0)) return '';
  const text = typeof instructions === 'string' ? instructions.trim() : '';
  if (!text) return PAYMENT_MESSAGES.instructionsMissing;
  if (AMOUNT.test(text)) return PAYMENT_MESSAGES.amountInInstructions;
  return '';
}

/**
 * The rule as a save applies it: a new event (`before` null) is checked, a change only when it
 * changes the price or the instructions, so an event saved before this rule (no instructions, or
 * an amount in them) can still be moved, renamed or cancelled. The server's hook
 * (pb_hooks/lib/signup-rules.js) and the event form both use this, so the form never refuses a
 * save the server would take. `price` in cents.
 */
function paymentChangeError(before, after) {
  const text = (value) => (typeof value === 'string' ? value.trim() : '');
  if (before && Number(before.price) === Number(after.price) && text(before.instructions) === text(after.instructions))
    return '';
  return paymentInstructionsError(after.price, after.instructions);
}

module.exports = {
  PAYMENT_MESSAGES,
  amountDue,
  amountText,
  formatEuros,
  namesText,
  paymentChangeError,
  paymentInstructionsError,
};
