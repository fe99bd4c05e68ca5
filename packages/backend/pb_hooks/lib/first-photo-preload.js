/// <reference path="../../pb_data/types.d.ts" />
// The largest paint of an album's page on a phone is its first photo (#33). In the browser it
// is found at the end of a chain: the shell's code, the media section's code, the album, its
// photos and a file token (photos are protected files), and then the picture. The server knows
// the picture when it answers the page, so, as for the events list's first cover
// (first-cover-preload.js), the page's `Link` header names it and the browser fetches it beside
// the shell's code.
//
// A protected photo's address holds a file token, and the <img> takes the preloaded answer only
// for the same address. So the page's answer also hands the page that token, in a cookie on the
// section's paths (FILE_TOKEN_COOKIE) that lives as long as a page takes to start and ask for it
// (remotes/media/.../page-file-token.ts). A file token is what the member would get from
// /api/files/token: it opens only what their own access rules open, for three minutes.

/** The thumb of the album's grid: the album page's ProtectedImage thumb="400x300". */
const GRID_THUMB = '400x300';

/**
 * The cookie the album page reads the token from: at most 30 s after it was made, 150 s before
 * the token ends.
 */
const FILE_TOKEN_COOKIE = 'tjas_file_token';
const FILE_TOKEN_COOKIE_SECONDS = 30;

/**
 * The album of an address `{prefix}/fotoalbums/{id}` of the media section, or "". In any case, as
 * the browser's router matches it (the id itself is lower case).
 */
function albumIdOf(path, section) {
  const match = /^\/fotoalbums\/([a-z0-9]{15})\/?$/i.exec(path.slice(section.prefix.length));
  return match ? match[1] : '';
}

/**
 * For request `e` on an album's page of the media section (`section`, the page's registry entry):
 * the `Link` value preloading the album's first photo and the `Set-Cookie` value handing the page
 * its file token. Null for any other page, a request without a member (`memberOf()`,
 * page-member.js), an album without photos or one the member may not see, and while a photo is
 * open (?foto=: the viewer's picture is the paint then).
 */
function firstPhotoPreload(e, section, memberOf) {
  if (!section || section.name !== 'media' || e.request.url.query().get('foto')) return null;
  const path = e.request.url.path;
  const album = albumIdOf(path, section);
  const member = album ? memberOf() : null;
  if (!member) return null;
  try {
    // The grid's order (albums-api.ts PHOTO_ORDER).
    const first = e.app.findRecordsByFilter('photos', 'album = {:album}', 'position,created', 1, 0, { album });
    if (first.length === 0) return null;
    const photo = first[0];
    const collection = photo.collection();
    const info = new RequestInfo({ auth: member });
    if (!e.app.canAccessRecord(photo, info, collection.listRule)) return null;
    const token = member.newFileToken();
    // As the SDK's files.getURL writes it for the grid: collection id, then token, then thumb.
    const url =
      `/api/files/${encodeURIComponent(collection.id)}/${encodeURIComponent(photo.id)}/` +
      `${encodeURIComponent(photo.getString('image'))}?token=${encodeURIComponent(token)}&thumb=${GRID_THUMB}`;
    return {
      link: `<${url}>; rel=preload; as=image; fetchpriority=high`,
      cookie:
        // On the prefix as the address writes it: a cookie's path is matched case by case.
        `${FILE_TOKEN_COOKIE}=${token}; Path=${path.slice(0, section.prefix.length)}; ` +
        `Max-Age=${FILE_TOKEN_COOKIE_SECONDS}; ` +
        'Secure; SameSite=Strict',
    };
  } catch (error) {
    return null; // no photos collection yet: the page loads as before
  }
}

module.exports = { firstPhotoPreload };
