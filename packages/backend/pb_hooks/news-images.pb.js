/// <reference path="../pb_data/types.d.ts" />

// Pictures inside news posts (#32, lib/news-images.js). A picture is uploaded in the name of the
// member's publishing committee, as a post is (lib/news-committee.js): that committee may remove
// it (the delete rule from the permission table).
onRecordCreateRequest((e) => {
  if (!e.hasSuperuserAuth() && e.auth) {
    e.record.set('committee', require(`${__hooks}/lib/news-committee.js`).publishingCommitteeFor(e).record.id);
  }
  e.next();
}, 'news_images');

// Unused pictures (of a post never saved, or taken out of one) go after a day; hourly.
cronAdd('tjas-news-images-cleanup', '41 * * * *', () => {
  require(`${__hooks}/lib/news-images.js`).removeUnused($app);
});
