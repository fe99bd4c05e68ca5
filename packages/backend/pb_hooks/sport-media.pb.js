/// <reference path="../pb_data/types.d.ts" />

// Server-side rules of the sport and media sections: who added what, derived fields, and the
// checks a form makes in the browser, from the rules both share (@tjas/schema/src/rules/sport.cjs,
// seasons.cjs).

onRecordCreateRequest((e) => {
  if (!e.hasSuperuserAuth()) e.record.set('added_by', e.auth.id);
  e.next();
}, 'results');

onRecordCreateRequest((e) => {
  if (!e.hasSuperuserAuth()) e.record.set('created_by', e.auth.id);
  e.next();
}, 'albums');

// Season and date checks run on every save (also from the dashboard), so the season is never stale.
onRecordValidate((e) => {
  const { resultDateError } = require(`${__hooks}/../node_modules/@tjas/schema/src/rules/sport.cjs`);
  const raw = e.record.getString('date');
  const date = raw ? new Date(raw.replace(' ', 'T')).getTime() : NaN;
  // A day's leeway: the form sends the calendar day the race was, in Amsterdam.
  const error = resultDateError(isNaN(date) ? null : date, Date.now() + 86400000);
  if (error) throw new BadRequestError(error, { date: new ValidationError('invalid_date', error) });
  // A season runs from July to June (Amsterdam time): a race in January 2026 belongs to 2025-2026.
  e.record.set('season', require(`${__hooks}/../node_modules/@tjas/schema/src/rules/seasons.cjs`).seasonOf(date));
  e.next();
}, 'results');

onRecordValidate((e) => {
  const { materialCountError } = require(`${__hooks}/../node_modules/@tjas/schema/src/rules/sport.cjs`);
  const error = materialCountError(e.record.getInt('total'), e.record.getInt('available'));
  if (error) throw new BadRequestError(error, { available: new ValidationError('invalid_available', error) });
  e.next();
}, 'material');

onRecordValidate((e) => {
  const { videoSourceError } = require(`${__hooks}/../node_modules/@tjas/schema/src/rules/sport.cjs`);
  const hasFile = e.record.getString('file') !== '' || e.record.getUnsavedFiles('file').length > 0;
  const error = videoSourceError(e.record.getString('url') !== '', hasFile);
  if (error) throw new BadRequestError(error, { url: new ValidationError('invalid_url', error) });
  e.next();
}, 'videos');

// A news post is always by a committee of the author that may publish (the Mediacommissie, the
// Redactie; an admin's own committee): that committee edits and deletes it afterwards (the update
// and delete rules from the permission table), so the server sets who and in whose name.
onRecordCreateRequest((e) => {
  if (!e.hasSuperuserAuth()) {
    const chosen = require(`${__hooks}/lib/news-committee.js`).publishingCommitteeFor(e);
    e.record.set('author', e.auth.id);
    e.record.set('committee', chosen.record.id);
    e.record.set('signed_as', chosen.name);
  }
  e.next();
}, 'news_posts');
