/// <reference path="../../pb_data/types.d.ts" />
// Rich text (news posts, media pages) is cleaned when it is saved, with the same allowlist the
// site uses when it shows it (both from @tjas/schema/src/rules/rich-text.cjs): text markup, lists
// and links; no scripts, event handlers, styles, frames or javascript: links. js-xss (npm `xss`)
// does the parsing; it runs in PocketBase's JavaScript engine.

/** @type {{ process(html: string): string } | null} */
let filter = null;

function cleanHtml(html) {
  if (!filter) {
    const xss = require(`${__hooks}/../node_modules/xss`);
    // Tags outside the list disappear (their text stays); scripts and styles with their content.
    // Typed on its own: an assignment of `any` (require's) would leave `filter` possibly null.
    /** @type {{ process(html: string): string }} */
    const made = new xss.FilterXSS(
      require(`${__hooks}/../node_modules/@tjas/schema/src/rules/rich-text.cjs`).xssOptions()
    );
    filter = made;
  }
  return filter.process(String(html || ''));
}

/** Cleans every rich-text (editor) field of `record` (cleaning clean text changes nothing). */
function cleanEditorFields(record) {
  for (const field of record.collection().fields) {
    if (field.type() !== 'editor') continue;
    const name = field.getName();
    const value = record.getString(name);
    if (value) record.set(name, cleanHtml(value));
  }
}

/**
 * The collections with a rich-text (editor) field: rich-text.pb.js cleans their saves only, not
 * every record saved anywhere (see COLLECTIONS_WITH_FILES in file-content.js for why). A
 * collection that gets an editor field is added here; uploads.test.ts compares it with the schema.
 */
const COLLECTIONS_WITH_RICH_TEXT = ['media_pages', 'news_posts'];

module.exports = { COLLECTIONS_WITH_RICH_TEXT, cleanEditorFields, cleanHtml };
