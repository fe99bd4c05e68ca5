/// <reference path="../../pb_data/types.d.ts" />
// Messages from an event's organisers to its participants (#34): saved on the event (listed on
// its page for the members it went to) and mailed to each of them in the same transaction, as
// the site's other mails (lib/member-mails.js; a member may turn these off: `bericht`). The
// rules of a message are the form's (@tjas/schema/src/rules/event-messages.cjs).

const RULES = `${__hooks}/../node_modules/@tjas/schema/src/rules/event-messages.cjs`;

/** Who a message to each audience goes to, in the words of its mail and refusal. */
const AUDIENCE_WORDS = {
  confirmed: { to: 'iedereen met een plek', none: 'Er is nog niemand met een plek' },
  waiting: { to: 'de wachtlijst', none: 'Er staat niemand op de wachtlijst' },
  all: { to: 'iedereen met een plek en de wachtlijst', none: 'Er is nog niemand aangemeld' },
};

/** A training takes no sign-ups: its participants are who said they come, whatever the audience. */
const TRAINING_WORDS = { to: 'iedereen die zei te komen', none: 'Nog niemand zei te komen' };

/** Who a message to `audience` goes to, in the words of its mail and refusal. */
function wordsFor(event, audience) {
  if (!event.getBool('training')) return AUDIENCE_WORDS[audience];
  return audience === 'waiting' ? { ...TRAINING_WORDS, none: 'Een training heeft geen wachtlijst' } : TRAINING_WORDS;
}

/** What is wrong with a message as sent ({ audience, body }), by field; null when nothing is. */
function messageErrors(body) {
  const errors = require(RULES).messageErrors(body || {});
  return Object.keys(errors).length > 0 ? errors : null;
}

/**
 * Who is on the event for a message to `audience` (`all`: everyone), in sign-up order, without a
 * limit: its sign-ups, or for a training, which takes none, the answers of who said they come
 * (each carries `user` and `event` as a sign-up does). A cancellation, a move and the organisers'
 * messages reach the same members.
 */
function signupsFor(txApp, event, audience) {
  if (event.getBool('training')) {
    if (audience === 'waiting') return [];
    return txApp.findRecordsByFilter('availability', "event = {:event} && answer = 'komt'", 'created', 0, 0, {
      event: event.id,
    });
  }
  const filter = audience === 'all' ? 'event = {:event}' : 'event = {:event} && status = {:status}';
  return txApp.findRecordsByFilter('signups', filter, 'queue', 0, 0, { event: event.id, status: audience });
}

/** The author's name as members read it under the message; the site's maintainer has none. */
function authorName(author) {
  if (!author || author.collection().name !== 'users') return 'De beheerder';
  return author.getString('name') || author.getString('username');
}

function save(txApp, event, audience, text, author, recipients, automatic) {
  const message = new Record(txApp.findCollectionByNameOrId('event_messages'));
  message.set('event', event.id);
  message.set('audience', audience);
  message.set('body', text);
  if (author && author.collection().name === 'users') message.set('author', author.id);
  message.set('author_name', authorName(author));
  message.set('recipients', recipients);
  message.set('automatic', automatic);
  txApp.save(message);
  return message;
}

/**
 * Sends the organisers' message (already checked) to the members of `audience`: saves it and
 * writes each member's mail, with the transaction's app. Refuses (409, Dutch) when nobody is in
 * the audience: a message nobody gets would only seem sent.
 */
function send(txApp, event, audience, text, author) {
  const signups = signupsFor(txApp, event, audience);
  const words = wordsFor(event, audience);
  if (signups.length === 0) throw new ApiError(409, `${words.none}: het bericht is niet verstuurd.`);
  const message = save(txApp, event, audience, text, author, signups.length, false);
  const mails = require(`${__hooks}/lib/member-mails.js`);
  const { describeEvent, eventPage } = require(`${__hooks}/lib/signup-mails.js`);
  const paragraphs = [
    `${message.getString('author_name')} stuurt ${words.to} van ${describeEvent(mails, event)} een bericht:`,
    ...text.split(/\n\s*\n/).map((paragraph) => paragraph.trim()),
  ];
  const pushes = require(`${__hooks}/lib/member-pushes.js`);
  for (const signup of signups) {
    mails.enqueue(
      txApp,
      signup.getString('user'),
      'bericht',
      `Bericht over ${event.getString('title')}`,
      paragraphs,
      eventPage(event)
    );
    pushes.message(txApp, event, signup, message, text);
  }
  return message;
}

/**
 * The message a cancellation leaves on the event for everyone who was on it; their mail is the
 * cancellation's own (lib/event-cancellation.js), so this one is not mailed again.
 */
function recordCancellation(txApp, event, author, recipients) {
  if (recipients === 0) return null;
  return save(
    txApp,
    event,
    'all',
    event.getBool('training')
      ? 'Deze training is geannuleerd: ze gaat niet door. Je hoeft niets door te geven; je hebt hierover ook een mail gekregen.'
      : 'Dit evenement is geannuleerd: het gaat niet door. Je hoeft je niet af te melden; je hebt hierover ook een mail gekregen.',
    author,
    recipients,
    true
  );
}

/** A message as the route answers it. */
function publicOf(message) {
  return {
    id: message.id,
    event: message.getString('event'),
    audience: message.getString('audience'),
    body: message.getString('body'),
    author_name: message.getString('author_name'),
    recipients: message.getInt('recipients'),
    automatic: message.getBool('automatic'),
    created: message.getString('created'),
  };
}

module.exports = { messageErrors, publicOf, recordCancellation, send, signupsFor };
