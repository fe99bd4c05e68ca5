/// <reference path="../../pb_data/types.d.ts" />
// The field paths a list query names, read as PocketBase reads them, so a check of those paths
// sees exactly what PocketBase will resolve: text in quotes is a value, `//` starts a comment that
// runs to the end of the line (a check that skipped comments differently could be shown one
// filter and PocketBase another), and a name followed by `(` is a function, whose arguments are
// read as paths again. Plain JavaScript without PocketBase's API: the unit tests load it too.

const IDENTIFIER_START = /[A-Za-z@_#]/;
const IDENTIFIER_PART = /[A-Za-z0-9_.:]/;
const NUMBER_PART = /[0-9.]/;

/**
 * Where the text that starts with the quote at `start` ends (after its closing quote). As in
 * PocketBase's scanner, a quote right after a backslash does not close it; an unclosed text runs
 * to the end (PocketBase refuses that filter).
 */
function endOfText(filter, start) {
  const quote = filter.charAt(start);
  for (let i = start + 1; i < filter.length; i++) {
    if (filter.charAt(i) === quote && (i === start + 1 || filter.charAt(i - 1) !== '\\')) return i + 1;
  }
  return filter.length;
}

/** The names of fields a filter expression uses, `@` terms included (`@now`, `@collection.x.y`). */
function filterPaths(filter) {
  const text = String(filter || '');
  const paths = [];
  let i = 0;
  while (i < text.length) {
    const char = text.charAt(i);
    if (char === '"' || char === "'") {
      i = endOfText(text, i);
    } else if (char === '/' && text.charAt(i + 1) === '/') {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end + 1;
    } else if (IDENTIFIER_START.test(char)) {
      let end = i + 1;
      while (end < text.length && IDENTIFIER_PART.test(text.charAt(end))) end++;
      if (text.charAt(end) !== '(') paths.push(text.slice(i, end));
      i = end;
    } else if (char === '-' || (char >= '0' && char <= '9')) {
      i++;
      while (i < text.length && NUMBER_PART.test(text.charAt(i))) i++; // `1e5` is a number and a name, as PocketBase reads it
    } else {
      i++;
    }
  }
  return paths;
}

/** The field paths of a sort list (`-created,user.name`). */
function sortPaths(sort) {
  return String(sort || '')
    .split(',')
    .map((part) => part.trim().replace(/^[+-]/, ''))
    .filter(Boolean);
}

module.exports = { filterPaths, sortPaths };
