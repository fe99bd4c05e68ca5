/// <reference path="../pb_data/types.d.ts" />

// Pictures inside a news post's text (#32): each upload from the editor's "Afbeelding" button is
// one record here, with the committee it was uploaded for (the publishing committee, set by the
// server: pb_hooks/news-images.pb.js). The post's body names the file by its address
// (/api/files/news_images/<id>/<name>), the only image address the rich-text rules keep
// (@tjas/schema/src/rules/rich-text.cjs). Not protected, as the covers: only members read the
// posts that name the (random) file name. One thumb, 1200 wide, for the post's column. No SVG: an
// SVG opened from this origin could run script. Uploads no post uses are removed after a day
// (lib/news-images.js). API rules: the permission table (publishNews uploads).
migrate(
  (app) => {
    const committees = app.findCollectionByNameOrId('committees');
    app.save(
      new Collection({
        type: 'base',
        name: 'news_images',
        fields: [
          {
            type: 'file',
            name: 'image',
            required: true,
            maxSelect: 1,
            maxSize: 5 * 1024 * 1024,
            mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
            thumbs: ['1200x0'],
          },
          { type: 'relation', name: 'committee', required: true, collectionId: committees.id, maxSelect: 1 },
          { type: 'autodate', name: 'created', onCreate: true },
          { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
        ],
        indexes: ['CREATE INDEX `idx_news_images_created` ON `news_images` (`created`)'],
      })
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('news_images'));
  }
);
