// What rich text (news posts, media pages) may contain: text markup, lists and links; no scripts,
// event handlers, styles, frames or javascript: links. One list for the server, which cleans it
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
};

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
  };
}

module.exports = { ALLOWED_HTML, DROPPED_WITH_CONTENT, allowedAttributes, allowedTags, xssOptions };
