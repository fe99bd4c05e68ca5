/// <reference path="../../pb_data/types.d.ts" />
// The filters and sorts a realtime topic (`users/*?options={"query":{...}}`) may carry, so that
// lib/request-guards.js can check them as it checks a list's. PocketBase reads a topic with Go:
// url.Parse (the `#fragment` cut off), URL.Query (each `key=value` unescaped, `+` a space, a pair
// it cannot unescape skipped, the first `options` kept) and encoding/json into its options (the
// key `query` in any case, repeated keys merged). A check that read the topic otherwise could be
// shown one filter while PocketBase uses another, so every value any of these readings could use
// is returned, and more: `filter` and `sort` in any case and outside `query` too, every
// `options` pair. Plain JavaScript without PocketBase's API: the unit tests load it too.

/** Go's reading of bytes as UTF-8: each byte that starts no valid character becomes U+FFFD. */
function utf8(bytes) {
  let text = '';
  let at = 0;
  while (at < bytes.length) {
    const first = bytes[at];
    let size = 0;
    if (first < 0x80) size = 1;
    else if (first >= 0xc2 && first < 0xe0) size = 2;
    else if (first >= 0xe0 && first < 0xf0) size = 3;
    else if (first >= 0xf0 && first < 0xf5) size = 4;
    let code = size === 1 ? first : first & (0xff >> (size + 1));
    let valid = size > 0 && at + size <= bytes.length;
    for (let next = 1; valid && next < size; next++) {
      if ((bytes[at + next] & 0xc0) !== 0x80) valid = false;
      else code = (code << 6) | (bytes[at + next] & 0x3f);
    }
    if (valid && size === 3 && (code < 0x800 || (code >= 0xd800 && code < 0xe000))) valid = false;
    if (valid && size === 4 && (code < 0x10000 || code > 0x10ffff)) valid = false;
    text += valid ? String.fromCodePoint(code) : '\uFFFD';
    at += valid ? size : 1;
  }
  return text;
}

/** The UTF-8 bytes of a character; a lone surrogate is U+FFFD, as Go reads it from the request's JSON. */
function pushUtf8(bytes, code) {
  const point = code >= 0xd800 && code < 0xe000 ? 0xfffd : code;
  if (point < 0x80) bytes.push(point);
  else if (point < 0x800) bytes.push(0xc0 | (point >> 6), 0x80 | (point & 0x3f));
  else if (point < 0x10000) bytes.push(0xe0 | (point >> 12), 0x80 | ((point >> 6) & 0x3f), 0x80 | (point & 0x3f));
  else
    bytes.push(
      0xf0 | (point >> 18),
      0x80 | ((point >> 12) & 0x3f),
      0x80 | ((point >> 6) & 0x3f),
      0x80 | (point & 0x3f)
    );
}

/** Go's url.QueryUnescape: `+` a space, `%XX` a byte; null when a `%` has no two hex digits. */
function queryUnescape(text) {
  const bytes = [];
  for (let at = 0; at < text.length; at++) {
    const char = text.charAt(at);
    if (char === '%') {
      const hex = text.slice(at + 1, at + 3);
      if (!/^[0-9A-Fa-f]{2}$/.test(hex)) return null;
      bytes.push(parseInt(hex, 16));
      at += 2;
    } else if (char === '+') {
      bytes.push(0x20);
    } else {
      const code = text.codePointAt(at) || 0;
      if (code > 0xffff) at++;
      pushUtf8(bytes, code);
    }
  }
  return utf8(bytes);
}

/**
 * The value of JSON `text` (valid: JSON.parse read it) with every object as `{ members }`, its
 * `[key, value]` pairs in order with repeated keys kept, which JSON.parse drops but Go merges.
 */
function readMembers(text) {
  let at = 0;
  const skipSpace = () => {
    while (at < text.length && ' \t\n\r'.indexOf(text.charAt(at)) >= 0) at++;
  };
  const readString = () => {
    let end = at + 1;
    while (text.charAt(end) !== '"') end += text.charAt(end) === '\\' ? 2 : 1;
    const value = JSON.parse(text.slice(at, end + 1));
    at = end + 1;
    return value;
  };
  const readValue = () => {
    skipSpace();
    const char = text.charAt(at);
    if (char === '"') return readString();
    if (char === '{' || char === '[') {
      const object = char === '{';
      const items = [];
      at++;
      skipSpace();
      while (text.charAt(at) !== (object ? '}' : ']')) {
        if (object) {
          skipSpace();
          const key = readString();
          skipSpace();
          at++; // the colon
          items.push([key, readValue()]);
        } else {
          items.push(readValue());
        }
        skipSpace();
        if (text.charAt(at) === ',') at++;
        skipSpace();
      }
      at++;
      return object ? { members: items } : items;
    }
    const literal = /^[^\s,\]}]+/.exec(text.slice(at));
    const token = literal ? literal[0] : '';
    at += token.length;
    return JSON.parse(token);
  };
  return readValue();
}

/** A value as Go's cast.ToString makes it: text, numbers and yes/no as text; anything else ''. */
function asText(value) {
  if (typeof value === 'string') return value;
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

/** The `options` values of the topic's query string, read as Go reads them, and as they are. */
function optionValues(topic) {
  const text = String(topic).split('#')[0];
  const at = text.indexOf('?');
  if (at < 0) return [];
  const values = [];
  for (const pair of text.slice(at + 1).split('&')) {
    const eq = pair.indexOf('=');
    const rawKey = eq < 0 ? pair : pair.slice(0, eq);
    if (rawKey !== 'options' && queryUnescape(rawKey) !== 'options') continue;
    const value = queryUnescape(eq < 0 ? '' : pair.slice(eq + 1));
    if (value) values.push(value);
  }
  return values;
}

/**
 * The queries a realtime topic may make PocketBase run: a list of `{ filter, sort }` holding
 * every filter and every sort it names (the first of each together); empty when it names none.
 */
function topicQueries(topic) {
  const filters = [];
  const sorts = [];
  const collect = (object) => {
    if (!object || typeof object !== 'object' || !Array.isArray(object.members)) return;
    for (const [key, value] of object.members) {
      const name = String(key).toLowerCase();
      if (name === 'query') collect(value);
      else if ((name === 'filter' || name === 'sort') && asText(value) !== '')
        (name === 'filter' ? filters : sorts).push(asText(value));
    }
  };
  for (const value of optionValues(topic)) {
    try {
      JSON.parse(value); // PocketBase reads nothing from JSON it cannot parse
    } catch (error) {
      continue;
    }
    collect(readMembers(value));
  }
  const queries = [];
  for (let index = 0; index < Math.max(filters.length, sorts.length); index++) {
    queries.push({ filter: filters[index] || '', sort: sorts[index] || '' });
  }
  return queries;
}

module.exports = { queryUnescape, topicQueries };
