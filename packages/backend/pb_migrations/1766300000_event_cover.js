/// <reference path="../pb_data/types.d.ts" />

// An event's cover picture (#32, the Spond-like event cards): optional, one image, resized by
// PocketBase's thumbs for the list's 16:9 card (640x360, cropped to the centre) and the event
// page. Not a protected file, like the webshop's product pictures: only members read the event
// records that name the (random) file name, and a token request per list load would cost every
// visit of /evenementen a round trip. SVG is left out on purpose: an SVG opened from this origin
// could run script. Who may set it is the events' update rule (the organising committee).
migrate(
  (app) => {
    const events = app.findCollectionByNameOrId('events');
    events.fields.add(
      new FileField({
        name: 'cover',
        maxSelect: 1,
        maxSize: 5 * 1024 * 1024,
        mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
        thumbs: ['640x360', '1280x720'],
      })
    );
    app.save(events);
  },
  (app) => {
    const events = app.findCollectionByNameOrId('events');
    events.fields.removeByName('cover');
    app.save(events);
  }
);
