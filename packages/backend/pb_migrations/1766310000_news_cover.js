/// <reference path="../pb_data/types.d.ts" />

// A news post's cover picture (#32, news and photos): optional, one image, resized by
// PocketBase's thumbs for the list (640x360, cut to 16:9 at the centre) and a post asked for on
// its own (1280x720). Not protected, as the events' covers: only members read the news records
// that name the (random) file name, and a token per list load would cost every visit a round
// trip. No SVG: an SVG opened from this origin could run script. Who may set it is the posts'
// update rule (the publishing committee).
migrate(
  (app) => {
    const posts = app.findCollectionByNameOrId('news_posts');
    posts.fields.add(
      new FileField({
        name: 'cover',
        maxSelect: 1,
        maxSize: 5 * 1024 * 1024,
        mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
        thumbs: ['640x360', '1280x720'],
      })
    );
    app.save(posts);
  },
  (app) => {
    const posts = app.findCollectionByNameOrId('news_posts');
    posts.fields.removeByName('cover');
    app.save(posts);
  }
);
