// What rich text (news posts, media pages) may contain: text markup, lists, links and pictures
// uploaded to this site for news posts (#32); no scripts, event handlers, styles, frames,
// javascript: links or pictures from anywhere else. One list for the server, which cleans it
// when it is saved (pb_hooks/lib/clean-html.js, with js-xss), and the media section, which cleans
// it again when it shows it (remotes/media/src/lib/sanitize-html.ts, with DOMPurify). Plain
// JavaScript without imports: PocketBase's engine requires it as it is.

/** Each allowed tag with the attributes it may keep. */
const ALLOWED_HTML = {
  p: [],
  br: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  ul: [],
  ol: [],
  li: [],
  a: ['href'],
  h2: [],
  h3: [],
  blockquote: [],
  // Only a news picture of this site (imageAllowed): the whole tag goes otherwise.
  img: ['src', 'alt', 'width', 'height'],
};

/** The collection whose files a picture in rich text may show (pb_migrations/*_news_images.js). */
const NEWS_IMAGE_COLLECTION = 'news_images';
/** The thumb of a news picture in a post's column (one of the collection's thumbs). */
const NEWS_IMAGE_THUMB = '1200x0';
/**
 * The one picture address rich text keeps: this site's file address of a news picture
 * (/api/files/news_images/<record id>/<stored name>, optionally its 1200-wide thumb). No other
 * collection, site, scheme (http:, data:, javascript:) or encoded character: an address is
 * kept exactly as the editor writes it, or the picture goes.
 */
const NEWS_IMAGE_SRC =
  /^\/api\/files\/news_images\/[a-z0-9]{15}\/[A-Za-z0-9_-]{1,200}\.(?:jpg|jpeg|png|webp)(?:\?thumb=1200x0)?$/;
/** A picture's width or height in pixels: a plain whole number. */
const IMAGE_SIZE = /^[1-9][0-9]{0,4}$/;
/** The longest description (alt text) a picture keeps, as the editor's dialog allows. */
const IMAGE_ALT_MAX = 300;

/** This site's address of a news picture's file (its thumb for a post's column). */
function newsImageSrc(recordId, fileName) {
  return `/api/files/${NEWS_IMAGE_COLLECTION}/${recordId}/${fileName}?thumb=${NEWS_IMAGE_THUMB}`;
}

/**
 * Whether a picture with these attributes (name -> value, as written) stays in rich text: a news
 * picture's address, a description (alt, not empty) and at most a width and height in pixels;
 * any other attribute (an event handler, a style, srcset) and the whole picture goes.
 */
function imageAllowed(attributes) {
  if (!attributes) return false;
  for (const name of Object.keys(attributes)) if (ALLOWED_HTML.img.indexOf(name) < 0) return false;
  const alt = String(attributes.alt === undefined ? '' : attributes.alt).trim();
  if (!alt || alt.length > IMAGE_ALT_MAX) return false;
  if (!NEWS_IMAGE_SRC.test(String(attributes.src || ''))) return false;
  for (const size of ['width', 'height']) {
    if (attributes[size] !== undefined && !IMAGE_SIZE.test(String(attributes[size]))) return false;
  }
  return true;
}

/**
 * The attributes of an img tag as written (`<img src="…" alt="…">`), or null when it is written
 * any other way: unquoted or single-quoted values, a name twice, anything between them. The
 * server keeps only pictures written as the editor writes them.
 */
function imageTagAttributes(tag) {
  const whole = /^<img((?:\s+[a-z-]+="[^"]*")*)\s*\/?>$/.exec(String(tag));
  if (!whole) return null;
  const attributes = {};
  const each = /\s+([a-z-]+)="([^"]*)"/g;
  let match;
  while ((match = each.exec(whole[1])) !== null) {
    if (Object.prototype.hasOwnProperty.call(attributes, match[1])) return null;
    // The description as the member typed it (its length); every other value exactly as written.
    attributes[match[1]] = match[1] === 'alt' ? decodeEntities(match[2]) : match[2];
  }
  return attributes;
}

const NAMED_ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * An attribute's value as the browser reads it: the editor writes `&` as `&amp;`, so a
 * description is measured in the characters the member typed, as the dialog measured it.
 */
function decodeEntities(value) {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name) => {
    const lower = name.toLowerCase();
    if (lower.charAt(0) === '#') {
      const code = lower.charAt(1) === 'x' ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10);
      return code > 0 && code <= 0xffff ? String.fromCharCode(code) : entity;
    }
    return Object.prototype.hasOwnProperty.call(NAMED_ENTITIES, lower) ? NAMED_ENTITIES[lower] : entity;
  });
}

/** Tags whose content goes with them (the text of any other tag outside the list stays). */
const DROPPED_WITH_CONTENT = ['script', 'style', 'iframe', 'object', 'embed', 'template'];

/** The allowed tags. */
function allowedTags() {
  return Object.keys(ALLOWED_HTML);
}

/** Every attribute some allowed tag may keep. */
function allowedAttributes() {
  const all = [];
  for (const tag of allowedTags()) {
    for (const attribute of ALLOWED_HTML[tag]) if (all.indexOf(attribute) < 0) all.push(attribute);
  }
  return all;
}

/** js-xss's options for the server's cleaning (a fresh copy: js-xss may keep what it is given). */
function xssOptions() {
  const whiteList = {};
  for (const tag of allowedTags()) whiteList[tag] = ALLOWED_HTML[tag].slice();
  return {
    whiteList,
    stripIgnoreTag: true,
    stripIgnoreTagBody: DROPPED_WITH_CONTENT.slice(),
    allowCommentTag: false,
    // A picture stays only as imageAllowed says; else the whole tag goes (not only an attribute).
    onTag(tag, html, info) {
      if (tag !== 'img') return undefined;
      return !info.isClosing && imageAllowed(imageTagAttributes(html)) ? undefined : '';
    },
  };
}

module.exports = {
  ALLOWED_HTML,
  DROPPED_WITH_CONTENT,
  IMAGE_ALT_MAX,
  NEWS_IMAGE_COLLECTION,
  NEWS_IMAGE_THUMB,
  allowedAttributes,
  allowedTags,
  imageAllowed,
  imageTagAttributes,
  newsImageSrc,
  xssOptions,
};
