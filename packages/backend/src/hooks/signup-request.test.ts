import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOOKS_DIR } from '../paths.ts';
import { loadHook } from './load-hook.ts';

// A member's own sign-up placed by the request middleware (pb_hooks/lib/signup-request.js), in
// its runtime, instead of by PocketBase's create route and the sign-up hook. Which requests it
// takes decides who may sign up whom: anything it does not plainly allow must go on to
// PocketBase, which checks the collection's rule. That the placing itself is right (capacity,
// order, answers) is tried against PocketBase (tests/integration/signups.test.ts).

interface SignupRequest {
  IMPLEMENTED_RULE: string;
  PATH: string;
  placeOwnSignup(e: unknown): boolean;
}

interface Field {
  name: string;
  hidden?: boolean;
}

/**
 * A text the way PocketBase's JavaScript sees a rule: a Go pointer to a string, an object (not a
 * string) that reads as its text. Compared with `===` it is never equal to the rule.
 */
const goPointer = (text: string) => ({ toString: () => text });

const PATH = '/api/collections/signups/records';
const FIELDS: Field[] = [{ name: 'id' }, { name: 'event' }, { name: 'user' }, { name: 'note', hidden: true }];

function load(environment: Record<string, string> = {}) {
  const placed: { record: StandInRecord }[] = [];
  const module = loadHook<SignupRequest>('lib/signup-request.js', {
    globals: {
      $os: { getenv: (name: string) => environment[name] ?? '' },
      Record: StandInRecord,
      RecordUpsertForm: function RecordUpsertForm(_app: unknown, record: StandInRecord) {
        return { load: (data: Record<string, unknown>) => record.loadFields(data) };
      },
    },
    modules: {
      'lib/signup-create.js': { placeSignup: (_e: unknown, record: StandInRecord) => placed.push({ record }) },
    },
  });
  return { module, placed };
}

class StandInRecord {
  readonly loaded: Record<string, unknown> = {};
  constructor(readonly collection: { fields: { getName(): string; getHidden(): boolean }[] }) {}
  /** PocketBase's `field+` / `+field` of the collection's fields resolved against the (empty) new record. */
  replaceModifiers(body: Record<string, unknown>): Record<string, unknown> {
    const names = this.collection.fields.map((field) => field.getName());
    const data: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(body)) {
      const field = key.replace(/^\+|[+-]$/g, '');
      data[names.includes(field) ? field : key] = value;
    }
    return data;
  }
  loadFields(data: Record<string, unknown>) {
    const names = this.collection.fields.map((field) => field.getName());
    for (const [key, value] of Object.entries(data)) if (names.includes(key)) this.loaded[key] = value;
  }
}

interface Request {
  auth?: { id: string; collection?: string; inactive?: boolean } | null;
  contentType?: string;
  body?: Record<string, unknown>;
  rule?: unknown;
  rateLimits?: { enabled: boolean; rules: { label: string }[] };
}

/** A request as the middleware meets it, from anna (a member) unless said otherwise. */
function request(module: SignupRequest, given: Request = {}) {
  const auth = given.auth === undefined ? { id: 'anna' } : given.auth;
  const headers: Record<string, string> = {};
  const collection = {
    createRule: 'rule' in given ? given.rule : goPointer(module.IMPLEMENTED_RULE),
    fields: FIELDS.map((field) => ({ getName: () => field.name, getHidden: () => field.hidden === true })),
  };
  return {
    headers,
    auth: auth && {
      id: auth.id,
      collection: () => ({ name: auth.collection ?? 'users' }),
      getBool: (name: string) => name === 'inactive' && auth.inactive === true,
    },
    request: { header: { get: () => given.contentType ?? 'application/json' } },
    response: { header: () => ({ set: (name: string, value: string) => (headers[name] = value) }) },
    app: {
      findCachedCollectionByNameOrId: (name: string) => (name === 'signups' ? collection : null),
      settings: () => ({ rateLimits: given.rateLimits ?? { enabled: true, rules: [{ label: '*:authWithPassword' }] } }),
    },
    requestInfo: () => ({ body: given.body ?? { event: 'gala', user: 'anna' } }),
  };
}

describe('a sign-up placed by the request middleware', () => {
  it('places a member\u2019s own sign-up, with the fields the body names and no hidden one', () => {
    const { module, placed } = load();
    const taken = module.placeOwnSignup(
      request(module, { body: { event: 'gala', 'user+': 'anna', note: 'geheim', answers: { q1: 'ja' } } }),
    );
    expect(taken).toBe(true);
    expect(placed.map(({ record }) => record.loaded)).toEqual([{ event: 'gala', user: 'anna' }]);
  });

  it('takes the rule as PocketBase gives it (a Go pointer), and the plain text too', () => {
    const { module, placed } = load();
    expect(module.placeOwnSignup(request(module, { rule: module.IMPLEMENTED_RULE }))).toBe(true);
    expect(placed).toHaveLength(1);
  });

  const leftToPocketBase: [string, Request][] = [
    ['nobody logged in', { auth: null }],
    ['a maintainer', { auth: { id: 'beheer', collection: '_superusers' } }],
    ['an inactive member', { auth: { id: 'anna', inactive: true } }],
    ['a sign-up of another member', { body: { event: 'gala', user: 'bert' } }],
    ['a sign-up that names no member', { body: { event: 'gala' } }],
    ['a member named twice', { body: { event: 'gala', user: ['anna', 'bert'] } }],
    ['a form upload', { contentType: 'multipart/form-data; boundary=x' }],
    ['another create rule', { rule: goPointer('@request.auth.id != ""') }],
    ['no create rule (maintainers only)', { rule: null }],
    ['a rate limit on creating sign-ups', { rateLimits: { enabled: true, rules: [{ label: 'signups:create' }] } }],
    ['a rate limit on creating anything', { rateLimits: { enabled: true, rules: [{ label: '*:create' }] } }],
    ['a rate limit on its path', { rateLimits: { enabled: true, rules: [{ label: `POST ${PATH}` }] } }],
    ['a rate limit on its path for any method', { rateLimits: { enabled: true, rules: [{ label: PATH }] } }],
    ['a rate limit on the API', { rateLimits: { enabled: true, rules: [{ label: '/api/' }] } }],
    ['a rate limit on writes to the API', { rateLimits: { enabled: true, rules: [{ label: 'POST /api/' }] } }],
    ['a content type PocketBase reads as no JSON', { contentType: 'Application/JSON' }],
  ];
  for (const [name, given] of leftToPocketBase) {
    it(`leaves ${name} to PocketBase, untouched`, () => {
      const { module, placed } = load();
      expect(module.placeOwnSignup(request(module, given))).toBe(false);
      expect(placed).toEqual([]);
    });
  }

  it('is not stopped by a rate limit that is switched off, or one on other paths and actions', () => {
    const { module } = load();
    const off = { enabled: false, rules: [{ label: '*:create' }] };
    expect(module.placeOwnSignup(request(module, { rateLimits: off }))).toBe(true);
    const others = [
      '/api/files/',
      'POST /api/collections/users/',
      '*:authWithPassword',
      'orders:create',
      '/api/collections/signups/records/x',
    ];
    const elsewhere = { enabled: true, rules: others.map((label) => ({ label })) };
    expect(module.placeOwnSignup(request(module, { rateLimits: elsewhere }))).toBe(true);
  });

  it('marks its answers for the tests only when told to at start', () => {
    const { module } = load();
    const quiet = request(module);
    module.placeOwnSignup(quiet);
    expect(quiet.headers).toEqual({});
    const marked = load({ TJAS_SIGNUP_PATH_HEADER: '1' });
    const told = request(marked.module);
    marked.module.placeOwnSignup(told);
    expect(told.headers).toEqual({ 'X-Tjas-Aanmelding-Via': 'middleware' });
  });

  it('checks the rule the permission table gives sign-ups', () => {
    const { module } = load();
    const access = JSON.parse(readFileSync(join(HOOKS_DIR, 'generated/access.json'), 'utf8')) as {
      rules: Record<string, { createRule: string | null }>;
    };
    expect(access.rules['signups']?.createRule).toBe(module.IMPLEMENTED_RULE);
  });
});
