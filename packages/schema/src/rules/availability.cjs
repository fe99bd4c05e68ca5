// A member's answer for a training (#34, as Spond's "kan niet"): "ik kom" or "kan niet", with an
// optional reason. The server (pb_hooks/availability.pb.js) and the event page check the same,
// so the page shows the server's own sentence. Plain JavaScript without imports (see event-messages.cjs).

/** komt: "Ik kom"; kan_niet: "Kan niet". */
const ANSWERS = ['komt', 'kan_niet'];

const REASON_MAX_LENGTH = 200;

const AVAILABILITY_MESSAGES = {
  notTraining: 'Dit evenement is geen training: hiervoor meld je je aan.',
  started: 'De training is al begonnen; je antwoord ligt vast.',
  cancelled: 'Deze training gaat niet door; een antwoord is niet nodig.',
  signup: 'Voor een training meld je je niet aan: geef op de pagina van de training door of je komt.',
  becomesTraining:
    'Voor dit evenement zijn al leden aangemeld, dus het kan geen training worden. Maak een nieuwe training aan.',
};

/**
 * What is wrong with an answer as the member sends it ({ answer, reason }), by field, in Dutch;
 * {} when nothing is. The reason is measured trimmed, as it is saved.
 */
function availabilityErrors(input) {
  const errors = {};
  if (!ANSWERS.includes(input.answer)) errors.answer = 'Kies "Ik kom" of "Kan niet".';
  if (input.reason !== undefined && input.reason !== null && typeof input.reason !== 'string')
    errors.reason = 'Schrijf de reden als tekst.';
  else {
    const reason = typeof input.reason === 'string' ? input.reason.trim() : '';
    if (reason.length > REASON_MAX_LENGTH)
      errors.reason = `Een reden heeft hooguit ${REASON_MAX_LENGTH} tekens; deze heeft er ${reason.length}.`;
  }
  return errors;
}

module.exports = { ANSWERS, AVAILABILITY_MESSAGES, REASON_MAX_LENGTH, availabilityErrors };
