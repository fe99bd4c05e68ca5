/// <reference path="../../pb_data/types.d.ts" />
// The mails about a member's own sign-up (lib/member-mails.js sends them): the confirmation of a
// place or a place on the waiting list, and the place that came free. They name the guests the
// member brings; for a paid event they say what the member pays (the same amount as the event's
// page) and how, as the organisers wrote it on the event.

// Required once per runtime, not per mail: require() walks the file system on every call. (The
// sign-up rules require this module only inside their functions, so neither sees the other half-made.)
const mails = require(`${__hooks}/lib/member-mails.js`);
const payments = require(`${__hooks}/../node_modules/@tjas/schema/src/rules/payments.cjs`);
const { placesOf } = require(`${__hooks}/lib/signup-rules.js`);

/**
 * What a paid event costs the member (with their guests) and how to pay; nothing for a free
 * event. The amount and its words are the events page's (@tjas/schema/src/rules/payments.cjs).
 */
function paymentLines(event, places) {
  const price = event.getInt('price');
  if (price <= 0) return [];
  const { amountText, PAYMENT_MESSAGES } = payments;
  const instructions = event.getString('payment_instructions').trim();
  return [
    `Te betalen: ${amountText(price, places)}.`,
    instructions ? `Betalen: ${instructions}` : PAYMENT_MESSAGES.noInstructions,
  ];
}

/**
 * The names of the guests a member brings, as stored with their sign-up (signup_guests), or none.
 * A sign-up that was just made passes them, so this reads them only for one that moved up.
 */
function guestNamesOf(txApp, signup) {
  try {
    const names = JSON.parse(txApp.findFirstRecordByData('signup_guests', 'signup', signup.id).getString('names'));
    return Array.isArray(names) ? names : [];
  } catch (error) {
    return []; // no guests
  }
}

/** " met je introducé Piet Jansen", " met je introducés Piet en Klaas", or nothing without guests. */
function withGuests(names) {
  if (names.length === 0) return '';
  return ` met je ${names.length === 1 ? 'introducé' : 'introducés'} ${payments.namesText(names)}`;
}

function describeEvent(mails, event) {
  const where = event.getString('location') ? ` in ${event.getString('location')}` : '';
  return `${event.getString('title')} (${mails.formatDateTime(event.getString('start'))}${where})`;
}

const eventPage = (event) => ({ label: 'Bekijk het evenement', path: `/evenementen/${event.id}` });

/**
 * The confirmation of a new sign-up for the member `userId` (with `guests`, the names they
 * bring, and the `places` they take), prepared before the sign-up's transaction: what it says
 * depends only on whether the member got a place and their number on the waiting list, which the
 * transaction decides. Returns the writer to call there, `(txApp, confirmed, position)`, or null
 * when the member gets no mail (turned off, no address). `known`: the member's record when the
 * caller has it (the member who signs up), which is then not read again.
 */
function prepareSignupMail(app, event, userId, guests, places, known) {
  const to = mails.prepare(app, userId, 'aanmelding', known);
  if (!to) return null;
  const title = event.getString('title');
  const described = describeEvent(mails, event);
  const confirmed = [
    `Je bent aangemeld voor ${described}${withGuests(guests)}.`,
    ...paymentLines(event, places),
    'Kun je toch niet? Meld je dan af op de pagina van het evenement, zodat een ander je plek krijgt.',
  ];
  const page = eventPage(event);
  return (txApp, placed, position) => {
    if (placed) mails.write(txApp, to, `Je bent aangemeld: ${title}`, confirmed, page);
    else
      mails.write(
        txApp,
        to,
        `Je staat op de wachtlijst: ${title}`,
        [
          `Je staat${withGuests(guests)} op plek ${position} van de wachtlijst voor ${described}.`,
          'Komt er plaats vrij, dan krijg je die vanzelf en mailen we je.',
        ],
        page
      );
  };
}

/** Tells a member who moved up from the waiting list (in the transaction that gave the place). */
function mailPromotion(txApp, event, signup) {
  mails.enqueue(
    txApp,
    signup.getString('user'),
    'wachtlijst',
    `Je hebt een plek: ${event.getString('title')}`,
    [
      `Er is een plek vrijgekomen bij ${describeEvent(mails, event)}. Je stond op de wachtlijst en bent nu aangemeld${withGuests(guestNamesOf(txApp, signup))}.`,
      ...paymentLines(event, placesOf(signup)),
      'Kun je toch niet? Meld je dan af op de pagina van het evenement, zodat de volgende op de wachtlijst je plek krijgt.',
    ],
    eventPage(event)
  );
  require(`${__hooks}/lib/member-pushes.js`).promotion(txApp, event, signup);
}

/**
 * Tells a member with a place or on the waiting list that the event does not go on (in the
 * transaction that cancels it). It goes also to a member who turned sign-up mails off: they
 * would otherwise travel to an event that is not there.
 */
function mailCancellation(txApp, event, signup) {
  let organiser = 'de organisatie';
  try {
    // "de organisatie (Bestuur)": one article for every committee's name.
    organiser = `de organisatie (${txApp.findRecordById('committees', event.getString('organiser')).getString('name')})`;
  } catch (error) {
    // an event without an organising committee: "de organisatie"
  }
  // A training's participants answered that they come (lib/event-messages.js signupsFor).
  const place = event.getBool('training')
    ? `Je zei dat je zou komen naar ${describeEvent(mails, event)}.`
    : signup.getString('status') === 'waiting'
      ? `Je stond op de wachtlijst voor ${describeEvent(mails, event)}.`
      : `Je was aangemeld voor ${describeEvent(mails, event)}.`;
  mails.enqueueNotice(
    txApp,
    signup.getString('user'),
    'aanmelding',
    `Gaat niet door: ${event.getString('title')}`,
    [
      place,
      event.getBool('training')
        ? `Deze training is geannuleerd door ${organiser}: ze gaat niet door en je hoeft niets door te geven.`
        : `Dit evenement is geannuleerd door ${organiser}: het gaat niet door en je hoeft je niet af te melden.`,
      ...(event.getInt('price') > 0 && signup.getString('status') === 'confirmed'
        ? ['Had je al betaald? Neem dan contact op met de organisatie over het terugbetalen.']
        : []),
    ],
    eventPage(event),
    event.getBool('training')
      ? 'je zei dat je naar deze training zou komen'
      : 'je voor dit evenement was aangemeld of op de wachtlijst stond'
  );
  require(`${__hooks}/lib/member-pushes.js`).cancellation(txApp, event, signup);
}

/**
 * Tells a member that the organisers (or an admin) signed them off, in the transaction that does
 * it: a member is never taken off an event without a word (nor can an event be emptied quietly
 * and then deleted). Like a cancellation, it goes whatever they chose under E-mails.
 */
function mailSignedOff(txApp, event, signup) {
  mails.enqueueNotice(
    txApp,
    signup.getString('user'),
    'aanmelding',
    `Afgemeld: ${event.getString('title')}`,
    [
      `De organisatie heeft je afgemeld voor ${describeEvent(mails, event)}.`,
      'Denk je dat dit een vergissing is? Neem dan contact op met de organisatie.',
    ],
    eventPage(event),
    'je voor dit evenement was aangemeld of op de wachtlijst stond'
  );
}

module.exports = { describeEvent, eventPage, mailSignedOff, mailCancellation, mailPromotion, prepareSignupMail };
