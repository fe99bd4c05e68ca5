// The rules of a submission from /acties that the server (pb_hooks/lib/submission-rules.js) and
// the form (shell/src/features/acties/lib/submission-draft.ts) share, with their Dutch messages:
// written once, so the form shows the server's own sentence. Plain JavaScript without imports:
// PocketBase's engine requires it as it is, and Node and Vite read it as CommonJS.

const PROMOTION_MESSAGES = {
  deadlineMissing: 'Vul in wanneer de promotie klaar moet zijn.',
  inThePast: 'Deze datum ligt in het verleden.',
  deadlineAfterEvent: 'De promotie moet klaar zijn vóór de datum van de activiteit.',
  noChannel: 'Kies minstens één kanaal.',
};

function isEmpty(value) {
  return value === null || value === undefined || value === '';
}

/**
 * The field errors of a promotion request, keyed by the server's field names (`deadline`,
 * `event_date`, `channels`), or an empty object. `deadline`, `eventDate` and `today` are values of
 * one kind that compare in time order (times in ms, or yyyy-mm-dd days); null or '' is not filled
 * in. The activity's date is optional; the promotion must be ready on or before it.
 */
function promotionErrors(deadline, eventDate, channelCount, today) {
  const errors = {};
  if (isEmpty(deadline)) errors.deadline = PROMOTION_MESSAGES.deadlineMissing;
  else if (deadline < today) errors.deadline = PROMOTION_MESSAGES.inThePast;
  if (!isEmpty(eventDate) && eventDate < today) errors.event_date = PROMOTION_MESSAGES.inThePast;
  else if (!isEmpty(deadline) && !isEmpty(eventDate) && deadline > eventDate && !errors.deadline) {
    errors.deadline = PROMOTION_MESSAGES.deadlineAfterEvent;
  }
  if (!(channelCount > 0)) errors.channels = PROMOTION_MESSAGES.noChannel;
  return errors;
}

module.exports = { PROMOTION_MESSAGES, promotionErrors };
