import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOOKS_DIR } from '../paths.ts';
import { callText, hookFiles, hookTags } from './hook-calls.ts';
import { loadHook } from './load-hook.ts';
import { mailWorld, member } from './mail-stand-ins.ts';
import { collectionStandIn, recordStandIn, type RecordStandIn } from './record-stand-in.ts';

// A new sign-up (pb_hooks/signups.pb.js) without a server: it is checked against its event
// before its transaction (transactions run one at a time, and in a rush every member waits for
// the ones before them); inside it, the event is read and checked again only when it was saved
// in between. Capacity and order under real concurrency are tried against PocketBase
// (tests/integration).

class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
class BadRequestError extends ApiError {
  constructor(message: string) {
    super(400, message);
  }
}
class ValidationError {
  constructor(
    readonly code: string,
    readonly message: string,
  ) {}
}

type Handler = (e: SignupRequest) => void;

interface SignupRequest {
  record: RecordStandIn;
  app: unknown;
  requestEvent: unknown;
  hasSuperuserAuth(): boolean;
  flush(): void;
  json(status: number, body: unknown): void;
  requestInfo(): { body: Record<string, unknown> };
  next(): void;
}

const SAVED = '2026-11-28 10:00:00.000Z';
/** The request's own event, which a sign-up hook's event wraps (`e.requestEvent`). */
const REQUEST_EVENT = { request: 'the request event' };
const gala = (fields: Record<string, unknown> = {}) =>
  recordStandIn({ title: 'Gala', start: '2099-02-07 18:30:00.000Z', capacity: 10, updated: SAVED, ...fields }, 'ev1');

/**
 * One sign-up by anna for the event as read before the transaction (`before`) while the
 * database holds `now` (null: deleted) and `tally` (the other sign-ups); in a batch request
 * (`batch`) or not. What it wrote, what it read inside the transaction, whether the record was
 * saved by statement (`inserted`, lib/signup-insert.js) or by PocketBase (`next`), and the answer.
 */
function signUp(
  before: RecordStandIn,
  now: RecordStandIn | null,
  tally = { taken: 0, waiting: 0, lastQueue: 0 },
  { batch = false, taken = false } = {},
) {
  const world = mailWorld([member('anna', { name: 'Anna' })]);
  const creates: Record<string, Handler> = {};
  const ignore = () => undefined;
  loadHook('signups.pb.js', {
    globals: {
      ...world.globals,
      onRecordCreateRequest: (handler: Handler, ...tags: string[]) => {
        for (const tag of tags) creates[tag] = handler;
      },
      onRecordDeleteRequest: ignore,
      onRecordUpdateRequest: ignore,
      onRecordAfterUpdateSuccess: ignore,
      onRecordAfterDeleteSuccess: ignore,
      onRecordValidate: ignore,
      routerAdd: ignore,
      $apis: {
        requireAuth: ignore,
        // Modules are kept per runtime (globalThis), so this stand-in outlives its world: it
        // recognises the request event by its shape.
        enrichRecord: (event: { request?: string }, record: RecordStandIn) => {
          if (event.request !== REQUEST_EVENT.request) throw new Error('enrichRecord takes the request event');
          record.set('expanded', true);
        },
      },
      $os: { ...(world.globals['$os'] as object), getenv: () => '' },
      $security: {
        randomString: (length: number) =>
          Math.random()
            .toString(36)
            .slice(2, 2 + length),
      },
      ApiError,
      BadRequestError,
      ValidationError,
      DynamicModel: function DynamicModel(defaults: Record<string, unknown>) {
        return { ...defaults };
      },
      SubscriptionMessage: function SubscriptionMessage(message: { name: string; data: string }) {
        return message;
      },
    },
  });
  // One member with the event's page open (lib/signup-broadcast.js): what they hear.
  const heard: unknown[] = [];
  const page = {
    hasSubscription: (topic: string) => topic === 'tjas-aanmeldingen/ev1',
    get: () => ({ collection: () => ({ name: 'users' }), getBool: () => false }),
    send: (message: { data: string }) => {
      steps.push('counts');
      heard.push(JSON.parse(message.data));
    },
  };
  const store = new Map<string, unknown>();
  const readInside: string[] = [];
  const statements: string[] = [];
  const txApp = {
    ...world.app,
    findRecordById: (collection: string, id: string) => {
      readInside.push(`${collection}/${id}`);
      if (collection === 'events') {
        if (!now) throw new Error('sql: no rows in result set');
        return now;
      }
      return world.app.findRecordById(collection, id);
    },
    db: () => ({
      insert: (table: string, row: Record<string, unknown>) =>
        table === 'signups'
          ? {
              execute: () => {
                // The unique index of a member and an event (pb_migrations).
                if (taken)
                  throw new Error('constraint failed: UNIQUE constraint failed: signups.event, signups.user (2067)');
                steps.push('insert');
                inserted.push(row);
              },
            }
          : world.app.db().insert(table, row),
      newQuery: (sql: string) => ({
        bind: () => ({
          one: (model: Record<string, unknown>) =>
            Object.assign(model, { ...tally, waitingFit: 0, eventUpdated: now ? now.getString('updated') : '' }),
          execute: () => statements.push(sql),
        }),
      }),
    }),
  };
  // The answer's own fields besides the record's (withCustomData): what the member's page reads.
  const answer = { extras: false, notNew: false };
  const inserted: Record<string, unknown>[] = [];
  const answered: { status: number; body: unknown }[] = [];
  // What happened, in order: the transaction, the insert, the answer, its flush, the counts.
  const steps: string[] = [];
  const request: SignupRequest = {
    record: Object.assign(recordStandIn({ event: 'ev1', user: 'anna' }, 'su1'), {
      withCustomData: (state: boolean) => (answer.extras = state),
      collection: () => collectionStandIn(['created']),
      setRaw: (field: string, value: unknown) => request.record.set(field, value),
      dbExport: () => ({ ...request.record.fields }),
      markAsNotNew: () => (answer.notNew = true),
    }),
    requestEvent: REQUEST_EVENT,
    app: {
      ...world.app,
      findRecordById: (collection: string, id: string) =>
        collection === 'events' ? before : world.app.findRecordById(collection, id),
      runInTransaction: (work: (tx: unknown) => void) => {
        steps.push('transaction');
        work(txApp);
        steps.push('commit');
      },
      store: () => ({
        get: (key: string) => store.get(key),
        set: (key: string, value: unknown) => {
          // The events list's kept pages are marked changed (lib/event-cards-cache.js).
          if (key === 'tjasEventCardsMark') steps.push('cards changed');
          store.set(key, value);
        },
      }),
      isTransactional: () => batch,
      subscriptionsBroker: () => ({ clients: () => ({ page }) }),
    },
    hasSuperuserAuth: () => false,
    flush: () => steps.push('flush'),
    json: (status, body) => {
      steps.push('answer');
      answered.push({ status, body });
    },
    requestInfo: () => ({ body: {} }),
    next: () => {
      saved = true;
    },
  };
  let saved = false;
  let error: unknown = null;
  try {
    creates['signups']!(request);
  } catch (thrown) {
    error = thrown;
  }
  return {
    error,
    saved,
    inserted,
    answered,
    steps,
    readInside,
    statements,
    record: request.record,
    outbox: world.outbox,
    heard,
    answer,
  };
}

describe('a new sign-up', () => {
  it('reads nothing of the event inside its transaction when it was not saved since', () => {
    const { error, inserted, readInside, record, statements, outbox } = signUp(gala(), gala(), {
      taken: 3,
      waiting: 0,
      lastQueue: 3,
    });
    expect(error).toBeNull();
    expect(inserted).toHaveLength(1);
    expect(readInside).toEqual([]);
    expect(record.fields).toMatchObject({ status: 'confirmed', queue: 4, places: 1 });
    expect(statements).toEqual([expect.stringContaining('UPDATE events SET signups_confirmed')]);
    expect(outbox.map((mail) => mail.getString('subject'))).toEqual(['Je bent aangemeld: Gala - Tjas']);
  });

  it('tells the pages open on the event its counts once saved, with this sign-up in them', () => {
    const { heard } = signUp(gala({ capacity: 4 }), gala({ capacity: 4 }), { taken: 3, waiting: 0, lastQueue: 3 });
    expect(heard).toEqual([{ event: 'ev1', confirmed: 4, waiting: 0 }]);
    const full = signUp(gala({ capacity: 3 }), gala({ capacity: 3 }), { taken: 3, waiting: 2, lastQueue: 5 });
    expect(full.heard).toEqual([{ event: 'ev1', confirmed: 3, waiting: 3 }]);
  });

  it('answers with the counts and the member\u2019s place, so their page need not ask', () => {
    const placed = signUp(gala({ capacity: 4 }), gala({ capacity: 4 }), { taken: 3, waiting: 0, lastQueue: 3 });
    expect(placed.answer.extras).toBe(true);
    expect(placed.record.fields).toMatchObject({ event_counts: { confirmed: 4, waiting: 0 }, waiting_place: 0 });
    const waiting = signUp(gala({ capacity: 3 }), gala({ capacity: 3 }), { taken: 3, waiting: 2, lastQueue: 5 });
    expect(waiting.record.fields).toMatchObject({
      status: 'waiting',
      event_counts: { confirmed: 3, waiting: 3 },
      waiting_place: 3,
    });
  });

  it('is refused when the event was cancelled after it was read, and nothing is saved or told', () => {
    const { error, saved, inserted, outbox, heard } = signUp(
      gala(),
      gala({ cancelled: true, updated: '2026-11-28 10:00:00.001Z' }),
    );
    expect(error).toMatchObject({ status: 409, message: expect.stringMatching(/geannuleerd/) });
    expect(saved).toBe(false);
    expect(inserted).toEqual([]);
    expect(outbox).toEqual([]);
    expect(heard).toEqual([]);
  });

  it('goes on the waiting list when the places were lowered after the event was read', () => {
    const { record, outbox } = signUp(
      gala({ capacity: 10 }),
      gala({ capacity: 2, updated: '2026-11-28 10:00:01.000Z' }),
      {
        taken: 2,
        waiting: 0,
        lastQueue: 2,
      },
    );
    expect(record.fields).toMatchObject({ status: 'waiting', queue: 3 });
    expect(outbox.map((mail) => mail.getString('text'))).toEqual([
      expect.stringContaining('op plek 1 van de wachtlijst'),
    ]);
  });

  it('is refused in Dutch when the event was deleted after it was read', () => {
    const { error, saved, inserted } = signUp(gala(), null);
    expect(error).toMatchObject({ status: 400, message: 'Dit evenement bestaat niet (meer).' });
    expect(saved).toBe(false);
    expect(inserted).toEqual([]);
  });

  it('is saved by statement, not by PocketBase, and answered after its transaction with its expands', () => {
    const { saved, inserted, answered, steps, record, answer } = signUp(gala(), gala(), {
      taken: 0,
      waiting: 0,
      lastQueue: 0,
    });
    expect(saved).toBe(false);
    // Answered once committed, after the events list's kept pages are marked changed (a member
    // who then opens the list sees their sign-up counted) and before the pages open on the event
    // hear the counts.
    expect(steps).toEqual(['transaction', 'insert', 'commit', 'cards changed', 'answer', 'flush', 'counts']);
    expect(inserted).toEqual([expect.objectContaining({ event: 'ev1', user: 'anna', status: 'confirmed', queue: 1 })]);
    expect(Object.keys(inserted[0]!)).toContain('created');
    // As after a save: the record is the stored one now.
    expect(answer.notNew).toBe(true);
    expect(answered).toEqual([{ status: 200, body: record }]);
    expect(record.fields['expanded']).toBe(true);
  });

  it('is saved by PocketBase inside a batch, which answers for it', () => {
    const { saved, inserted, answered } = signUp(gala(), gala(), undefined, { batch: true });
    expect(saved).toBe(true);
    expect(inserted).toEqual([]);
    expect(answered).toEqual([]);
  });

  it('tells a member who is on the event already so in Dutch, and writes no mail', () => {
    const { error, inserted, answered, outbox, heard } = signUp(gala(), gala(), undefined, { taken: true });
    expect(error).toMatchObject({ status: 409, message: 'Je bent al aangemeld voor dit evenement.' });
    expect(inserted).toEqual([]);
    expect(answered).toEqual([]);
    expect(heard).toEqual([]);
    // The refusal comes before the mail is written.
    expect(outbox).toEqual([]);
  });
});

describe('a sign-up saved by statement (lib/signup-insert.js)', () => {
  const { brokenUnique } = loadHook<{ brokenUnique(error: unknown): string | null }>('lib/signup-insert.js', {
    modules: { 'lib/record-insert.js': { insertRecord: () => undefined } },
  });

  it('reads which unique index a statement broke, whatever the case of SQLite\u2019s words', () => {
    expect(
      brokenUnique(new Error('constraint failed: UNIQUE constraint failed: signups.event, signups.user (2067)')),
    ).toBe('signups.event, signups.user');
    expect(brokenUnique('unique constraint failed: signups.id')).toBe('signups.id');
    expect(brokenUnique(new Error('database or disk is full'))).toBeNull();
  });

  it('misses none of a save\u2019s own hooks: no hook file binds one to sign-ups, their guests or answers, or to every collection', () => {
    // A save runs these and the statement does not; a batch still saves through PocketBase, so a
    // hook added here would run for some sign-ups only.
    const saveHooks = /\bon(?:Record|Model)(?:Create|CreateExecute|AfterCreateSuccess|AfterCreateError)\s*\(/g;
    const offenders: string[] = [];
    for (const file of hookFiles()) {
      const source = readFileSync(join(HOOKS_DIR, file), 'utf8');
      for (const found of source.matchAll(saveHooks)) {
        const call = callText(source, found.index + found[0].length);
        const tags = hookTags(call);
        const bound = ['signups', 'signup_guests', 'signup_answers'].some((name) => tags.includes(`'${name}'`));
        // The one hook that runs for a batch's sign-ups only, on purpose: the events list's kept
        // pages are marked changed after a batch commits; a sign-up placed by statement marks them
        // itself (lib/signup-create.js, tests/integration/event-cards-cache.test.ts).
        const batchOnly = file === 'event-cards-cache.pb.js' && found[0].startsWith('onRecordAfterCreateSuccess');
        if (!tags || (bound && !batchOnly)) offenders.push(`${file}: ${found[0]}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('misses no create-request hook: only signups.pb.js binds one to sign-ups, just one, and none is bound to every collection', () => {
    // The request middleware places a member's own sign-up without PocketBase's create route
    // (lib/signup-request.js), so such a hook would run for some sign-ups only.
    const requestHooks = /\bonRecordCreateRequest\s*\(/g;
    const offenders: string[] = [];
    let placing = 0;
    for (const file of hookFiles()) {
      const source = readFileSync(join(HOOKS_DIR, file), 'utf8');
      for (const found of source.matchAll(requestHooks)) {
        const call = callText(source, found.index + found[0].length);
        // The double-submit check names its collections by a function, which leaves sign-ups out.
        if (call.includes('...require(`${__hooks}/lib/request-fingerprints.js`).collections()')) continue;
        const tags = hookTags(call);
        const bound = tags.includes("'signups'");
        if (bound && file === 'signups.pb.js') placing++;
        else if (!tags || bound) offenders.push(`${file}: ${found[0]}`);
      }
    }
    expect(offenders).toEqual([]);
    // One there too: the one that places the sign-ups the middleware leaves to PocketBase.
    expect(placing).toBe(1);
    const fingerprints = loadHook<{ applies(name: string): boolean }>('lib/request-fingerprints.js');
    expect(fingerprints.applies('signups')).toBe(false);
  });
});
