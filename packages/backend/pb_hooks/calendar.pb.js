/// <reference path="../pb_data/types.d.ts" />

// Personal calendar feeds. A calendar app cannot log in, so each member has an unguessable
// token in the feed URL; the member can reset it (the old URL then stops working).

routerAdd('GET', '/api/tjas/agenda/{file}', (e) => {
  const ical = require(`${__hooks}/lib/ical.js`);
  const token = e.request.pathValue('file').replace(/\.ics$/, '');
  if (token.length < 32) throw new NotFoundError('Onbekende agenda.');
  let member;
  try {
    member = e.app.findFirstRecordByData('users', 'calendar_token', token);
  } catch (error) {
    throw new NotFoundError('Onbekende agenda.');
  }
  // A deactivated member's feed stops with the rest of their access.
  if (member.getBool('inactive')) throw new NotFoundError('Onbekende agenda.');
  const signups = e.app.findRecordsByFilter('signups', "user = {:user} && status = 'confirmed'", '', 500, 0, {
    user: member.id,
  });
  // And the trainings they said they come to (lib/availability.js): those take no sign-up.
  const coming = e.app.findRecordsByFilter('availability', "user = {:user} && answer = 'komt'", '', 500, 0, {
    user: member.id,
  });
  const events = e.app.findRecordsByIds('events', [
    ...signups.map((signup) => signup.getString('event')),
    ...coming.map((answer) => answer.getString('event')),
  ]);
  events.sort((a, b) => (a.getString('start') < b.getString('start') ? -1 : 1));
  const appUrl = e.app.settings().meta.appURL;
  e.response.header().set('Content-Type', 'text/calendar; charset=utf-8');
  e.response.header().set('Cache-Control', 'private, max-age=300');
  return e.string(200, ical.calendar(`${e.app.settings().meta.appName} - mijn evenementen`, events, appUrl));
});

// The member's own feed URL; `{"reset": true}` replaces the token.
routerAdd(
  'POST',
  '/api/tjas/agenda-link',
  (e) => {
    const member = e.app.findRecordById('users', e.auth.id);
    const body = e.requestInfo().body;
    if (!member.getString('calendar_token') || body.reset === true) {
      member.set('calendar_token', $security.randomString(48));
      e.app.save(member);
    }
    const url = `${e.app.settings().meta.appURL}/api/tjas/agenda/${member.getString('calendar_token')}.ics`;
    return e.json(200, { url });
  },
  $apis.requireAuth('users')
);

// One event as an .ics file, for "add to my calendar".
routerAdd(
  'GET',
  '/api/tjas/agenda-evenement/{id}',
  (e) => {
    const ical = require(`${__hooks}/lib/ical.js`);
    const event = require(`${__hooks}/lib/path-event.js`).eventOfPath(e);
    e.response.header().set('Content-Type', 'text/calendar; charset=utf-8');
    return e.string(200, ical.calendar(event.getString('title'), [event], e.app.settings().meta.appURL));
  },
  $apis.requireAuth('users')
);
