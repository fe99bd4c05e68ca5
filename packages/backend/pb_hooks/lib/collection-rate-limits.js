/// <reference path="../../pb_data/types.d.ts" />
// Whether PocketBase would look at a rate limit of its own for a request to one of its record
// routes, for the site's code that answers such a request itself (a member's own sign-up, the
// events list's kept cards): that code then leaves the request to PocketBase, which counts it.

/**
 * The labels PocketBase looks up for `action` on `collection` at `method path`
 * (checkCollectionRateLimit in its apis/middlewares_rate_limit.go: the collection's action, any
 * collection's, the method and path, the path).
 */
function rateLimitLabels(collection, action, method, path) {
  return [`${collection}:${action}`, `*:${action}`, `${method} ${path}`, path];
}

/**
 * Whether a rule of the app's rate limits names one of the request's labels, or a path prefix
 * (a label ending in `/`) of one, for any audience.
 */
function collectionRateLimited(app, collection, action, method, path) {
  const limits = app.settings().rateLimits;
  if (!limits.enabled) return false;
  const labels = rateLimitLabels(collection, action, method, path);
  return limits.rules.some((rule) => {
    const label = rule.label;
    return labels.some((searched) => searched === label || (label.endsWith('/') && `${searched}/`.startsWith(label)));
  });
}

module.exports = { collectionRateLimited };
