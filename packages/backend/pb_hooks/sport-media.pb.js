/// <reference path="../pb_data/types.d.ts" />

// Server-side rules of the sport and media sections: who added what, derived fields, and the
// checks a form makes in the browser, made again here.

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
  const raw = e.record.getString('date');
  const date = raw ? new Date(raw.replace(' ', 'T')) : null;
  if (!date || isNaN(date.getTime())) {
    throw new BadRequestError('Vul de datum van de wedstrijd in.', {
      date: new ValidationError('invalid_date', 'Vul de datum van de wedstrijd in.'),
    });
  }
  if (date.getTime() > Date.now() + 86400000) {
    throw new BadRequestError('Een uitslag kan niet in de toekomst liggen.', {
      date: new ValidationError('invalid_date', 'Een uitslag kan niet in de toekomst liggen.'),
    });
  }
  // A season runs from July to June (Amsterdam time): a race in January 2026 belongs to 2025-2026.
  e.record.set('season', require(`${__hooks}/lib/season.js`).seasonOf(date.getTime()));
  e.next();
}, 'results');

onRecordValidate((e) => {
  if (e.record.getInt('available') > e.record.getInt('total')) {
    throw new BadRequestError('Er kunnen niet meer stuks beschikbaar zijn dan er zijn.', {
      available: new ValidationError('invalid_available', 'Er kunnen niet meer stuks beschikbaar zijn dan er zijn.'),
    });
  }
  e.next();
}, 'material');

onRecordValidate((e) => {
  const hasFile = e.record.getString('file') !== '' || e.record.getUnsavedFiles('file').length > 0;
  if (!e.record.getString('url') && !hasFile) {
    throw new BadRequestError('Geef een link naar de video of upload een videobestand.', {
      url: new ValidationError('invalid_url', 'Geef een link naar de video of upload een videobestand.'),
    });
  }
  e.next();
}, 'videos');

onRecordCreateRequest((e) => {
  if (!e.hasSuperuserAuth()) {
    const { committeeFor } = require(`${__hooks}/lib/committee-for.js`);
    const committee = committeeFor(e.app, e.auth, e.requestInfo().body['on_behalf_of']);
    e.record.set('author', e.auth.id);
    e.record.set('committee', committee ? committee.id : '');
    e.record.set('signed_as', committee ? committee.getString('name') : e.auth.getString('username'));
  }
  e.next();
}, 'news_posts');
