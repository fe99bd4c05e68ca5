/// <reference path="../../pb_data/types.d.ts" />
// Limits on attempts that PocketBase's own rate limiter does not see: it counts requests per
// route, so a password tried as a record update's `oldPassword` would go uncounted, and a route
// this site answers itself (the e-mail change request) is not PocketBase's. Each is counted per
// client address under the rule the settings give for the like PocketBase action (the login's
// `*:authWithPassword`, LOGINS_PER_MINUTE), so one setting limits every way to try a password.
// No rule (rate limits off, as in the tests' own servers) means no limit, as for PocketBase's.

const MESSAGE = 'Te veel pogingen achter elkaar. Wacht een minuut en probeer het dan opnieuw.';

/** The settings' rule for `label` (e.g. "*:authWithPassword") as { max, seconds }, or null. */
function ruleFor(app, label) {
  const limits = app.settings().rateLimits;
  if (!limits.enabled) return null;
  for (let i = 0; i < limits.rules.length; i++) {
    const rule = limits.rules[i];
    if (rule.label === label) return { max: rule.maxRequests, seconds: rule.duration };
  }
  return null;
}

/**
 * Counts one attempt of `kind` from the request's client under the rule labelled `label`, and
 * throws a Dutch 429 when it is one too many within the rule's window.
 */
function countAttempt(e, kind, label) {
  const rule = ruleFor(e.app, label);
  if (!rule) return;
  // A changed rule starts counting afresh, as PocketBase's own limiters do.
  const key = `tjas-attempts:${kind}:${rule.max}/${rule.seconds}:${e.realIP()}`;
  const now = Date.now();
  let allowed = true;
  // setFunc holds the store's lock: two requests at once cannot both take the last attempt.
  e.app.store().setFunc(key, (old) => {
    const fresh = !old || now - old.start >= rule.seconds * 1000;
    const window = fresh ? { start: now, count: 0 } : { start: old.start, count: old.count };
    if (window.count >= rule.max) allowed = false;
    else window.count++;
    return window;
  });
  if (!allowed) throw new TooManyRequestsError(MESSAGE);
}

module.exports = { countAttempt };
