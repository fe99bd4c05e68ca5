// Push notifications (#34): the kinds a member chooses per kind beside the mails, and the check
// of a browser's subscription. The server (pb_hooks/push.pb.js) and the account page use the
// same list and sentences. Plain JavaScript without imports: PocketBase's engine requires it as
// it is, and Node and Vite read it as CommonJS.

/**
 * The kinds of push, in the order the account page lists them. A member turns a kind off in
 * `users.push_off` (through PUT /api/tjas/mijn-pushvoorkeuren); `label` completes "Stuur me
 * een melding als ...".
 */
const PUSH_KINDS = [
  { value: 'wachtlijst', label: 'ik een plek krijg van de wachtlijst' },
  {
    value: 'evenement',
    label:
      'een evenement waarvoor ik ben aangemeld, of een training waarvan ik zei dat ik kom, niet doorgaat of verschuift',
  },
  {
    value: 'herinnering',
    label: 'een evenement waarvoor ik een plek heb, of een training waar ik kom, binnen een dag begint',
  },
  {
    value: 'deadline',
    label: 'de aanmelding sluit van een evenement dat ik bekeek maar waarvoor ik me niet aanmeldde',
  },
  { value: 'bestelling', label: 'de Kledingcommissie mijn bestelling bijwerkt' },
  { value: 'inzending', label: 'mijn inzending een nieuwe status of een antwoord krijgt' },
  { value: 'bericht', label: 'de organisatie van een evenement of training waar ik bij ben me een bericht stuurt' },
];

const PUSH_KIND_VALUES = PUSH_KINDS.map((kind) => kind.value);

/**
 * The browsers' push services (their endpoints' hosts, https on the default port): Chrome, Edge
 * on Android, Opera, Samsung and Brave use Firebase Cloud Messaging; Firefox Mozilla's autopush;
 * Edge on Windows the Windows Push Notification Services; Safari Apple's. A subscription with
 * another endpoint would make the server post to an address a member chose.
 */
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^([a-z0-9-]+\.)*push\.services\.mozilla\.com$/,
  /^([a-z0-9-]+\.)*notify\.windows\.com$/,
  /^web\.push\.apple\.com$/,
];

const ENDPOINT_MAX_LENGTH = 1000;
/** A subscription's end (ms) as a date can store it: 9999-12-31 at the latest. */
const LATEST_EXPIRATION = Date.UTC(9999, 11, 31, 23, 59, 59);

/** The origin of an absolute http(s) address, lower case, without a default port; null for another. */
function originOf(address) {
  const match = /^(https?):\/\/([a-z0-9.-]+)(?::(\d{1,5}))?(?:[/?#]|$)/i.exec(String(address));
  if (!match) return null;
  const scheme = match[1].toLowerCase();
  const port = match[3] && match[3] !== (scheme === 'https' ? '443' : '80') ? `:${Number(match[3])}` : '';
  return `${scheme}://${match[2].toLowerCase()}${port}`;
}

/** The origins TJAS_PUSH_EXTRA_ORIGINS lists (comma separated), as originOf writes them. */
function extraOrigins(setting) {
  return String(setting || '')
    .split(',')
    .map((origin) => originOf(origin.trim()))
    .filter((origin) => origin !== null);
}

/** Whether the server may post to this endpoint: a push service's, or one of `extra` (origins). */
function endpointAllowed(endpoint, extra) {
  const origin = originOf(endpoint);
  if (origin === null) return false;
  if ((extra || []).indexOf(origin) >= 0) return true;
  const https = /^https:\/\/([^:]+)$/.exec(origin);
  return https !== null && PUSH_SERVICE_HOSTS.some((host) => host.test(https[1]));
}

/** An uncompressed P-256 point (65 bytes, starting 0x04) and a 16-byte secret, in base64url. */
const P256DH = /^B[A-Za-z0-9_-]{86}=?$/;
const AUTH = /^[A-Za-z0-9_-]{22}(==)?$/;

const SUBSCRIPTION_INVALID =
  'Deze browser gaf geen bruikbaar pushabonnement door. Zet meldingen uit en weer aan, of probeer een andere browser.';
const ENDPOINT_REFUSED =
  'Meldingen via deze pushdienst stuurt de site niet: alleen de diensten van de bekende browsers worden gebruikt.';

/**
 * What is wrong with a subscription as the browser gives it (`PushSubscription.toJSON()`), in
 * Dutch; null when nothing is. `extra` are the origins allowed besides the push services.
 */
function subscriptionError(subscription, extra) {
  const body = subscription && typeof subscription === 'object' ? subscription : {};
  const keys = body.keys && typeof body.keys === 'object' ? body.keys : {};
  const expiration = body.expirationTime;
  if (
    typeof body.endpoint !== 'string' ||
    body.endpoint.length > ENDPOINT_MAX_LENGTH ||
    originOf(body.endpoint) === null ||
    typeof keys.p256dh !== 'string' ||
    !P256DH.test(keys.p256dh) ||
    typeof keys.auth !== 'string' ||
    !AUTH.test(keys.auth) ||
    !(
      expiration === undefined ||
      expiration === null ||
      (typeof expiration === 'number' && expiration >= 0 && expiration <= LATEST_EXPIRATION)
    )
  )
    return SUBSCRIPTION_INVALID;
  return endpointAllowed(body.endpoint, extra) ? null : ENDPOINT_REFUSED;
}

module.exports = {
  ENDPOINT_MAX_LENGTH,
  PUSH_KINDS,
  PUSH_KIND_VALUES,
  endpointAllowed,
  extraOrigins,
  originOf,
  subscriptionError,
};
