// A message from an event's organisers to its participants, with its Dutch messages: the server
// (pb_hooks/event-messages.pb.js) and the organisers' form check the same, so the form shows the
// server's own sentence. Plain JavaScript without imports: PocketBase's engine requires it as it
// is, and Node and Vite read it as CommonJS.

/** Who a message goes to: the sign-ups' own statuses, or both. */
const AUDIENCES = ['confirmed', 'waiting', 'all'];

const MESSAGE_MAX_LENGTH = 2000;

/**
 * What is wrong with a message as the organisers send it ({ audience, body }), by field, with
 * the Dutch message; {} when nothing is. The body is measured trimmed, as it is saved.
 */
function messageErrors(message) {
  const errors = {};
  if (!AUDIENCES.includes(message.audience))
    errors.audience = 'Kies wie het bericht krijgt: wie een plek heeft, de wachtlijst of allebei.';
  const body = typeof message.body === 'string' ? message.body.trim() : '';
  if (!body) errors.body = 'Schrijf het bericht.';
  else if (body.length > MESSAGE_MAX_LENGTH)
    errors.body = `Een bericht heeft hooguit ${MESSAGE_MAX_LENGTH} tekens; dit heeft er ${body.length}.`;
  return errors;
}

module.exports = { AUDIENCES, MESSAGE_MAX_LENGTH, messageErrors };
