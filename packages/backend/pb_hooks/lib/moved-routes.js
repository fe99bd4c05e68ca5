/// <reference path="../../pb_data/types.d.ts" />
// The site's own API lives under /api/tjas/, named with the Dutch words of docs/glossary.md. The
// addresses it had before answer with 308 to the new one (same method, same body, same query), so
// pages still open in a browser, released sections, older release commands and the calendar
// feeds members subscribed to keep working.

const SECTION_ACTIONS = {
  releases: 'uitbrengen',
  rollback: 'terugzetten',
  remove: 'weghalen',
  place: 'plaatsen',
  review: 'controle',
  approve: 'goedkeuren',
  reject: 'afkeuren',
};

/** Each old address (method and pattern) and its new one, from the old path's values. */
const MOVED = [
  { method: 'GET', from: '/api/agenda/{file}', to: (value) => `/api/tjas/agenda/${value('file')}` },
  { method: 'POST', from: '/api/agenda-link', to: () => '/api/tjas/agenda-link' },
  { method: 'GET', from: '/api/agenda-event/{id}', to: (value) => `/api/tjas/agenda-evenement/${value('id')}` },
  { method: 'GET', from: '/api/mijn-gegevens', to: () => '/api/tjas/mijn-gegevens' },
  {
    method: 'POST',
    from: '/api/leden/{id}/uitnodiging',
    to: (value) => `/api/tjas/leden/${value('id')}/uitnodiging`,
  },
].concat(
  Object.keys(SECTION_ACTIONS).map((action) => ({
    method: action === 'review' ? 'GET' : 'POST',
    from: `/api/sections/{name}/${action}`,
    to: (value) => `/api/tjas/secties/${value('name')}/${SECTION_ACTIONS[action]}`,
  }))
);

/** The old pattern as a test of a path: `{name}` stands for one segment. */
const matcher = (pattern) => new RegExp(`^${pattern.replace(/\{[a-z]+\}/g, '[^/]+')}$`);

/**
 * Answers the request to an old address with 308 to the new one. (PocketBase runs each handler
 * on its own, without the variables around it, so the handler finds its entry by the path.)
 */
function redirect(e) {
  const path = e.request.url.path;
  const entry = MOVED.find((moved) => moved.method === e.request.method && matcher(moved.from).test(path));
  if (!entry) throw new NotFoundError('Dit adres bestaat niet.');
  const value = (name) => encodeURIComponent(e.request.pathValue(name));
  const query = e.request.url.rawQuery;
  return e.redirect(308, entry.to(value) + (query ? `?${query}` : ''));
}

module.exports = { MOVED, redirect };
