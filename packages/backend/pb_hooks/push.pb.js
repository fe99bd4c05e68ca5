/// <reference path="../pb_data/types.d.ts" />

// Push notifications (#34): a member's devices (their browsers' subscriptions), their choice per
// kind, the site's public key, the pushes' hand-over to the Node sender, and the reminders' job.
// What each change pushes is written with the change (lib/member-pushes.js).

// The site's VAPID public key, which the browser subscribes with. Made by the sender at its first
// start (src/push/vapid-keys.ts); until then the member is asked to try again.
routerAdd(
  'GET',
  '/api/tjas/push-sleutel',
  (e) => {
    let key;
    try {
      key = e.app.findFirstRecordByData('push_keys', 'name', 'vapid');
    } catch (error) {
      throw new ApiError(503, 'Meldingen zijn nog niet klaar op de server. Probeer het over een minuut opnieuw.');
    }
    return e.json(200, { publicKey: key.getString('public_key') });
  },
  $apis.requireAuth('users')
);

routerAdd(
  'POST',
  '/api/tjas/push-abonnementen',
  (e) => {
    const rules = require(`${__hooks}/../node_modules/@tjas/schema/src/rules/push.cjs`);
    const body = e.requestInfo().body;
    const problem = rules.subscriptionError(body, rules.extraOrigins($os.getenv('TJAS_PUSH_EXTRA_ORIGINS')));
    if (problem) throw new BadRequestError(problem, { endpoint: new ValidationError('invalid_subscription', problem) });
    const id = require(`${__hooks}/lib/member-pushes.js`).subscribe(e.app, e.auth.id, body);
    return e.json(200, { id });
  },
  $apis.requireAuth('users')
);

// Idempotent: a device that is not (or no longer) the member's is answered the same.
routerAdd(
  'DELETE',
  '/api/tjas/push-abonnementen',
  (e) => {
    const endpoint = (e.requestInfo().body || {}).endpoint;
    if (typeof endpoint !== 'string' || !endpoint)
      throw new BadRequestError('Geef het adres van het pushabonnement dat weg moet.', {
        endpoint: new ValidationError('invalid_endpoint', 'Geef het adres van het pushabonnement dat weg moet.'),
      });
    require(`${__hooks}/lib/member-pushes.js`).unsubscribe(e.app, e.auth.id, endpoint);
    return e.noContent(204);
  },
  $apis.requireAuth('users')
);

// A member's own push preferences: the kinds they turned off (hidden from everyone else), as
// their mail preferences (mails.pb.js).
routerAdd(
  'GET',
  '/api/tjas/mijn-pushvoorkeuren',
  (e) => e.json(200, { off: e.app.findRecordById('users', e.auth.id).getStringSlice('push_off') }),
  $apis.requireAuth('users')
);

routerAdd(
  'PUT',
  '/api/tjas/mijn-pushvoorkeuren',
  (e) => {
    const { PUSH_KIND_VALUES } = require(`${__hooks}/../node_modules/@tjas/schema/src/rules/push.cjs`);
    const given = e.requestInfo().body['off'];
    const off = Array.isArray(given) ? given.map(String) : null;
    if (!off || off.some((kind) => PUSH_KIND_VALUES.indexOf(kind) < 0)) {
      throw new BadRequestError('Kies uit de soorten meldingen op de pagina.', {
        off: new ValidationError('invalid_kind', 'Kies uit de soorten meldingen op de pagina.'),
      });
    }
    const member = e.app.findRecordById('users', e.auth.id);
    member.set(
      'push_off',
      off.filter((kind, index) => off.indexOf(kind) === index)
    );
    e.app.saveNoValidate(member);
    return e.json(200, { off: member.getStringSlice('push_off') });
  },
  $apis.requireAuth('users')
);

// The member opened an event's page (the events section calls it once per visit): for the
// reminder before its sign-up deadline, should they not sign up.
routerAdd(
  'POST',
  '/api/tjas/evenementen/{id}/bekeken',
  (e) => {
    const event = require(`${__hooks}/lib/path-event.js`).eventOfPath(e);
    require(`${__hooks}/lib/member-pushes.js`).recordView(e.app, e.auth.id, event.id);
    return e.noContent(204);
  },
  $apis.requireAuth('users')
);

// The Node sender asks for due pushes (src/push/push-sender.ts). It waits here up to `wait`
// milliseconds (at most 20 s) for one to come due, looking every 200 ms: a push leaves within a
// fraction of a second of its change, without a request a second in the log (only failures are
// logged) or a realtime connection the sender would need a library for.
routerAdd(
  'POST',
  '/api/tjas/push/te-versturen',
  (e) => {
    const pushes = require(`${__hooks}/lib/member-pushes.js`);
    const body = e.requestInfo().body || {};
    const limit = Math.min(Math.max(Number(body.limit) || 20, 1), 100);
    const until = Date.now() + Math.min(Math.max(Number(body.wait) || 0, 0), 20000);
    // A sender that no longer waits for the answer (killed, or its connection broke) gets nothing
    // claimed for it: what it would lose waits for the lease, ~a minute late.
    const request = e.request;
    const left = () => Boolean(/** @type {unknown} */ (request && request.context().err()));
    for (;;) {
      if (left()) return e.json(200, { pushes: [] });
      const claimed = pushes.claimDue(e.app, limit, Date.now());
      if (claimed.length > 0 || Date.now() >= until) return e.json(200, { pushes: claimed });
      sleep(200);
    }
  },
  $apis.requireSuperuserAuth(),
  $apis.skipSuccessActivityLog()
);

// Writes the reminders that are due now (the job below; the tests call it when they ask).
routerAdd(
  'POST',
  '/api/tjas/push/herinneringen',
  (e) => e.json(200, { written: require(`${__hooks}/lib/member-pushes.js`).writeReminders(e.app, Date.now()) }),
  $apis.requireSuperuserAuth()
);

// Reminders every five minutes (24 hours before, so five minutes early or late is the same
// reminder), and the clean-up of pushes sent long ago. TJAS_PUSH_JOB=off leaves it out.
if ($os.getenv('TJAS_PUSH_JOB') !== 'off') {
  cronAdd('tjas-push-reminders', '*/5 * * * *', () => {
    const pushes = require(`${__hooks}/lib/member-pushes.js`);
    pushes.pruneSent($app, Date.now());
    pushes.writeReminders($app, Date.now());
  });
}

// An event with sign-ups that moves (its start or end changes) tells everyone on it, in the
// save's transaction (every update request runs in one: signups.pb.js). No mail says this yet.
onRecordUpdate((e) => {
  const original = e.record.original();
  const before = { start: original.getString('start'), end: original.getString('end') };
  e.next();
  require(`${__hooks}/lib/member-pushes.js`).eventMoved(e.app, before, e.record);
}, 'events');
