import { describe, expect, it } from 'vitest';
import { loadHook } from './load-hook.ts';

// The queries a realtime topic carries (pb_hooks/lib/topic-options.js), read so that whatever
// PocketBase's Go reading (url.Parse, URL.Query, encoding/json) takes is among them: a topic
// written to be read one way by the check and another by PocketBase must not pass.
// tests/integration/private-fields.test.ts sends such topics to a real PocketBase.

const { queryUnescape, topicQueries } = loadHook<{
  queryUnescape(text: string): string | null;
  topicQueries(topic: unknown): { filter: string; sort: string }[];
}>('lib/topic-options.js');

const options = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const filters = (topic: string) => topicQueries(topic).map((query) => query.filter);

describe('queryUnescape, as Go reads a query string', () => {
  it('reads + as a space and %XX as a byte of UTF-8', () => {
    expect(queryUnescape('a+b%20c%2B')).toBe('a b c+');
    expect(queryUnescape('caf%C3%A9 ë 🎉')).toBe('café ë 🎉');
  });

  it('refuses a % without two hex digits', () => {
    expect(queryUnescape('%')).toBeNull();
    expect(queryUnescape('%zz')).toBeNull();
    expect(queryUnescape('a%4')).toBeNull();
  });

  it('reads bytes that are no UTF-8 as U+FFFD, one for each, where decodeURIComponent gives up', () => {
    expect(() => decodeURIComponent('%FF')).toThrow();
    expect(queryUnescape('a%FFb')).toBe('a\uFFFDb');
    expect(queryUnescape('%E2%82')).toBe('\uFFFD\uFFFD');
    expect(queryUnescape('%ED%A0%80')).toBe('\uFFFD\uFFFD\uFFFD'); // a surrogate written as UTF-8
    expect(queryUnescape('%C0%AF')).toBe('\uFFFD\uFFFD'); // an overlong "/"
    expect(queryUnescape('\uD800x')).toBe('\uFFFDx');
  });
});

describe('topicQueries', () => {
  it('reads the query of the options, in any order of the parameters', () => {
    expect(topicQueries(`users/*?options=${options({ query: { filter: 'name ~ "a"', sort: '-created' } })}`)).toEqual([
      { filter: 'name ~ "a"', sort: '-created' },
    ]);
    expect(filters(`users/*?x=1&options=${options({ query: { filter: 'a = 1' } })}&y=2`)).toEqual(['a = 1']);
  });

  it('finds nothing in a topic without options, or with options without a query', () => {
    expect(topicQueries('users/*')).toEqual([]);
    expect(topicQueries('users/*?x=1')).toEqual([]);
    expect(topicQueries(`users/*?options=${options({ headers: { x: 'y' } })}`)).toEqual([]);
    expect(topicQueries(`users/*?options=${options({ query: { expand: 'user' } })}`)).toEqual([]);
    expect(topicQueries(42)).toEqual([]);
  });

  it('skips options PocketBase cannot read either: broken JSON, broken escapes', () => {
    expect(topicQueries('users/*?options={"query":')).toEqual([]);
    expect(topicQueries('users/*?options=%ZZ')).toEqual([]);
  });

  it('reads `query`, `filter` and `sort` in any case (Go matches `query` so), and outside `query` too', () => {
    expect(filters(`users/*?options=${options({ QUERY: { FILTER: 'email ~ "b"' } })}`)).toEqual(['email ~ "b"']);
    expect(topicQueries(`users/*?options=${options({ Query: { Sort: 'email' } })}`)).toEqual([
      { filter: '', sort: 'email' },
    ]);
    expect(filters(`users/*?options=${options({ filter: 'email ~ "b"' })}`)).toEqual(['email ~ "b"']);
  });

  it('reads `+` as a space and numbers and yes/no as text, as PocketBase does', () => {
    expect(filters('users/*?options={"query":{"filter":"email+~+1"}}')).toEqual(['email ~ 1']);
    expect(filters('users/*?options={"query":{"filter":7,"sort":true}}')).toEqual(['7']);
    expect(topicQueries('users/*?options={"query":{"filter":["email"],"sort":{"a":1}}}')).toEqual([]);
  });

  // Each of these was read as "no query" by the check that came before (it used decodeURIComponent
  // on the raw pair, JSON.parse and the last `filter` it met), while PocketBase applies the filter.
  describe('cannot be shown one filter while PocketBase uses another', () => {
    const evil = 'user.email ~ "a"';

    it('cuts the #fragment off, as url.Parse does', () => {
      expect(filters(`signups/*?options=${options({ query: { filter: evil } })}#`)).toEqual([evil]);
      expect(filters(`signups/*?options=${JSON.stringify({ query: { filter: evil } })}#x`)).toEqual([evil]);
    });

    it('unescapes the parameter\u2019s name', () => {
      expect(filters(`signups/*?%6Fptions=${options({ query: { filter: evil } })}`)).toEqual([evil]);
      expect(filters(`signups/*?opt%69ons=${options({ query: { filter: evil } })}`)).toEqual([evil]);
    });

    it('reads every options parameter, as Go skips one it cannot unescape and takes the next', () => {
      expect(filters(`signups/*?options=%&options=${options({ query: { filter: evil } })}`)).toEqual([evil]);
      expect(
        filters(
          `signups/*?options=${options({ query: { filter: 'id != ""' } })}&options=${options({ query: { filter: evil } })}`,
        ),
      ).toEqual(['id != ""', evil]);
    });

    it('reads options whose escapes are no UTF-8, which Go reads with U+FFFD', () => {
      expect(
        filters(`signups/*?options={"query":{"filter":${encodeURIComponent(JSON.stringify(evil))},"x":"%FF"}}`),
      ).toEqual([evil]);
    });

    it('keeps a filter that a second `query` or a `Filter` would hide from JSON.parse', () => {
      expect(filters(`signups/*?options={"query":{"filter":${JSON.stringify(evil)}},"query":{"sort":"id"}}`)).toEqual([
        evil,
      ]);
      expect(filters(`signups/*?options=${options({ query: { filter: evil, Filter: 'id != ""' } })}`)).toEqual([
        evil,
        'id != ""',
      ]);
      expect(filters(`signups/*?options=${options({ query: { filter: evil }, filter: 'id != ""' })}`)).toEqual([
        evil,
        'id != ""',
      ]);
    });

    it('reads a key written with escapes as Go does', () => {
      expect(filters('signups/*?options={"\\u0071uery":{"\\u0066ilter":"user.email ~ 1"}}')).toEqual([
        'user.email ~ 1',
      ]);
    });
  });

  it('pairs the first filter with the first sort, and checks the rest on their own', () => {
    const topic = `users/*?options=${options({ query: { filter: 'a = 1', sort: 'b' }, filter: 'c = 1' })}`;
    expect(topicQueries(topic)).toEqual([
      { filter: 'a = 1', sort: 'b' },
      { filter: 'c = 1', sort: '' },
    ]);
  });
});
