/// <reference path="../pb_data/types.d.ts" />

// Photos keep the order the Mediacommissie chose: `position` within their album (the order
// they were picked in when uploaded, then moved by hand). Before, they showed in the order their
// uploads happened to finish. Existing photos keep their upload order.
migrate(
  (app) => {
    const photos = app.findCollectionByNameOrId('photos');
    photos.fields.add(new NumberField({ name: 'position', min: 0, onlyInt: true }));
    photos.addIndex('idx_photos_album_position', false, 'album, position', '');
    app.save(photos);
    app
      .db()
      .newQuery(
        'UPDATE photos SET position = (SELECT COUNT(*) FROM photos other WHERE other.album = photos.album ' +
          'AND (other.created < photos.created OR (other.created = photos.created AND other.id <= photos.id)))'
      )
      .execute();
  },
  (app) => {
    const photos = app.findCollectionByNameOrId('photos');
    photos.removeIndex('idx_photos_album_position');
    photos.fields.removeByName('position');
    app.save(photos);
  }
);
