import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadHook } from './load-hook.ts';
import { recordStandIn, type RecordStandIn } from './record-stand-in.ts';

// What the hooks write to the push outbox (pb_hooks/lib/member-pushes.js), without a server: one
// push per device, as each member chose, short enough for a phone. Sending, the API and the
// transactions are tried in tests/integration/push-notifications.test.ts.

interface Pushes {
  enqueue(app: unknown, userId: string, kind: string, message: Record<string, string>): number;
  eventMoved(app: unknown, before: { start: string; end: string }, event: RecordStandIn): number;
}

/** Members by id, each with `devices` subscriptions; signups of every event are `signups`. */
function world(members: Record<string, { devices: number; push_off?: string[] }>, signups: RecordStandIn[] = []) {
  const outbox: RecordStandIn[] = [];
  /** The SQL the hooks ran with their parameters (a move clears the event's reminder marks). */
  const queries: { sql: string; params: unknown }[] = [];
  const app = {
    db: () => ({
      newQuery: (sql: string) => ({
        bind: (params: unknown) => ({ execute: () => void queries.push({ sql, params }) }),
      }),
    }),
    settings: () => ({ meta: { appURL: 'https://tjas.example', appName: 'Tjas' } }),
    findRecordsByFilter: (
      collection: string,
      _filter: string,
      _sort: string,
      _limit: number,
      _offset: number,
      params: Record<string, string>,
    ) => {
      if (collection === 'signups') return signups;
      const devices = members[params['user'] ?? '']?.devices ?? 0;
      return Array.from({ length: devices }, (_, index) =>
        recordStandIn({ user: params['user'] }, `${params['user']}-${index}`),
      );
    },
    findRecordById: (collection: string, id: string) => {
      const found = members[id];
      if (collection !== 'users' || !found) throw new Error('sql: no rows in result set');
      return recordStandIn({ push_off: found.push_off ?? [] }, id);
    },
    findCollectionByNameOrId: (name: string) => ({ name }),
    save: (record: RecordStandIn) => void outbox.push(record),
  };
  const NewRecord = function NewRecord(this: unknown, collection: { name: string }) {
    return recordStandIn({ collection: collection.name }, `push${outbox.length + 1}`);
  };
  const globals = {
    Record: NewRecord,
    $os: { readFile: (path: string) => readFileSync(path) },
    toString: (bytes: Buffer) => bytes.toString('utf8'),
  };
  return { app, outbox, queries, pushes: loadHook<Pushes>('lib/member-pushes.js', { globals }) };
}

const message = {
  title: 'Je hebt een plek',
  body: 'Er kwam een plek vrij.',
  url: '/evenementen/e1',
  tag: 'wachtlijst-e1',
};

describe('enqueue', () => {
  it('writes one push per device of the member, with what the service worker shows', () => {
    const { app, outbox, pushes } = world({ anna: { devices: 2 } });
    expect(pushes.enqueue(app, 'anna', 'wachtlijst', message)).toBe(2);
    expect(outbox.map((push) => push.fields)).toEqual(
      ['anna-0', 'anna-1'].map((subscription) => ({
        collection: 'push_outbox',
        subscription,
        kind: 'wachtlijst',
        payload: message,
        attempts: 0,
      })),
    );
  });

  it('writes nothing for a member without devices, a kind they turned off, or a member who is gone', () => {
    const { app, outbox, pushes } = world({ bram: { devices: 0 }, cas: { devices: 1, push_off: ['wachtlijst'] } });
    expect(pushes.enqueue(app, 'bram', 'wachtlijst', message)).toBe(0);
    expect(pushes.enqueue(app, 'cas', 'wachtlijst', message)).toBe(0);
    expect(pushes.enqueue(app, 'weg', 'wachtlijst', message)).toBe(0);
    expect(outbox).toEqual([]);
    // Another kind still goes to cas.
    expect(pushes.enqueue(app, 'cas', 'bericht', message)).toBe(1);
  });

  it('keeps a title to 80 and a text to 240 characters, on one line, and refuses an unknown kind', () => {
    const { app, outbox, pushes } = world({ anna: { devices: 1 } });
    pushes.enqueue(app, 'anna', 'bericht', { ...message, title: 'T'.repeat(100), body: `Eerst\n\n${'b'.repeat(300)}` });
    const payload = outbox[0]!.fields['payload'] as Record<string, string>;
    expect(payload['title']).toBe(`${'T'.repeat(79)}…`);
    expect(payload['body']).toHaveLength(240);
    expect(payload['body']).toMatch(/^Eerst b+…$/);
    expect(() => pushes.enqueue(app, 'anna', 'reclame', message)).toThrow('Onbekende soort push: reclame');
  });
});

describe('eventMoved', () => {
  const event = (fields: Record<string, unknown>) =>
    recordStandIn(
      { title: 'Schaatsles', start: '2030-02-02 18:00:00.000Z', end: '', location: 'Thialf', ...fields },
      'e1',
    );
  const signups = [recordStandIn({ user: 'anna' }, 's1'), recordStandIn({ user: 'bram' }, 's2')];

  it('tells everyone on the event its new time when its start or end changed', () => {
    const { app, outbox, queries, pushes } = world({ anna: { devices: 1 }, bram: { devices: 1 } }, signups);
    expect(pushes.eventMoved(app, { start: '2030-02-01 18:00:00.000Z', end: '' }, event({}))).toBe(2);
    // The reminders were for the old time: the new time gets its own.
    expect(queries).toEqual([{ sql: 'DELETE FROM push_reminders WHERE event = {:event}', params: { event: 'e1' } }]);
    expect(outbox[0]!.fields['payload']).toEqual({
      title: 'Verplaatst: Schaatsles',
      body: 'Het evenement is nu op za 2 feb 2030, 19:00, Thialf.',
      url: '/evenementen/e1',
      tag: 'evenement-e1',
    });
  });

  it('says nothing when the times stayed, or when the event is cancelled', () => {
    const { app, outbox, pushes } = world({ anna: { devices: 1 }, bram: { devices: 1 } }, signups);
    expect(pushes.eventMoved(app, { start: '2030-02-02 18:00:00.000Z', end: '' }, event({}))).toBe(0);
    expect(pushes.eventMoved(app, { start: '2030-02-01 18:00:00.000Z', end: '' }, event({ cancelled: true }))).toBe(0);
    expect(outbox).toEqual([]);
  });
});
