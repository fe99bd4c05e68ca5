import { describe, expect, it } from 'vitest';
import { loadHook } from './load-hook.ts';

// How a sign-up's counts reach the pages open on its event (pb_hooks/lib/signup-broadcast.js),
// without a server; tests/integration/signup-broadcast.test.ts hears them through PocketBase's realtime.

interface Counts {
  confirmed: number;
  waiting: number;
}
interface SignupBroadcast {
  INTERVAL_MS: number;
  STUCK_MS: number;
  topicFor(eventId: string): string;
  broadcastCounts(app: unknown, eventId: string, counts: Counts, now: number): void;
}

class SubscriptionMessage {
  constructor(readonly message: { name: string; data: string }) {}
}

const broadcast = () => loadHook<SignupBroadcast>('lib/signup-broadcast.js', { globals: { SubscriptionMessage } });

/** A realtime client: its topics, who it is logged in as (or nobody), and what it was sent. */
function client(topics: string[], auth: { collection: string; inactive?: boolean } | null) {
  const sent: unknown[] = [];
  return {
    sent,
    hasSubscription: (topic: string) => topics.includes(topic),
    get: (key: string) =>
      key === 'auth' && auth
        ? { collection: () => ({ name: auth.collection }), getBool: () => auth.inactive === true }
        : null,
    send: (message: SubscriptionMessage): void => {
      sent.push(JSON.parse(message.message.data));
    },
  };
}

function app(clients: Record<string, ReturnType<typeof client>>) {
  const store = new Map<string, unknown>();
  return {
    store: () => ({
      get: (key: string) => store.get(key),
      set: (key: string, value: unknown) => store.set(key, value),
    }),
    subscriptionsBroker: () => ({ clients: () => clients }),
    logger: () => ({ warn: () => undefined }),
  };
}

describe('broadcastCounts', () => {
  it('sends the counts to the active members listening to the event, and to nobody else', () => {
    const { broadcastCounts, topicFor } = broadcast();
    const member = client([topicFor('ev1')], { collection: 'users' });
    const otherEvent = client([topicFor('ev2')], { collection: 'users' });
    const visitor = client([topicFor('ev1')], null);
    const inactive = client([topicFor('ev1')], { collection: 'users', inactive: true });
    const superuser = client([topicFor('ev1')], { collection: '_superusers' });
    broadcastCounts(
      app({ member, otherEvent, visitor, inactive, superuser }),
      'ev1',
      { confirmed: 3, waiting: 1 },
      10_000,
    );
    expect(member.sent).toEqual([{ event: 'ev1', confirmed: 3, waiting: 1 }]);
    for (const other of [otherEvent, visitor, inactive, superuser]) expect(other.sent).toEqual([]);
  });

  it('sends at most once a second per event: the first sign-up of each second', () => {
    const { broadcastCounts, topicFor, INTERVAL_MS } = broadcast();
    const member = client([topicFor('ev1'), topicFor('ev2')], { collection: 'users' });
    const site = app({ member });
    broadcastCounts(site, 'ev1', { confirmed: 1, waiting: 0 }, 50_000);
    broadcastCounts(site, 'ev1', { confirmed: 2, waiting: 0 }, 50_000 + INTERVAL_MS - 1);
    broadcastCounts(site, 'ev2', { confirmed: 7, waiting: 0 }, 50_000 + 10);
    broadcastCounts(site, 'ev1', { confirmed: 3, waiting: 0 }, 50_000 + INTERVAL_MS);
    expect(member.sent).toEqual([
      { event: 'ev1', confirmed: 1, waiting: 0 },
      { event: 'ev2', confirmed: 7, waiting: 0 },
      { event: 'ev1', confirmed: 3, waiting: 0 },
    ]);
  });

  it('never fails the sign-up it follows: a connection that went away costs only its own message', () => {
    const { broadcastCounts, topicFor } = broadcast();
    const listening = [topicFor('ev1')];
    const clients = { a: client(listening, { collection: 'users' }), b: client(listening, { collection: 'users' }) };
    clients.a.send = () => {
      throw new Error('verbinding weg');
    };
    expect(() => broadcastCounts(app(clients), 'ev1', { confirmed: 1, waiting: 0 }, 10_000)).not.toThrow();
    expect(clients.b.sent).toEqual([{ event: 'ev1', confirmed: 1, waiting: 0 }]);
  });

  it('sends one at a time per event: while a connection holds one, the next skips, until it counts as stuck', () => {
    const { broadcastCounts, topicFor, STUCK_MS } = broadcast();
    const listening = client([topicFor('ev1')], { collection: 'users' });
    const site = app({ listening });
    const sent: number[] = [];
    // A connection that does not read: the sending at 10 s is still under way when the next are due.
    listening.send = (message: SubscriptionMessage) => {
      sent.push(JSON.parse(message.message.data).confirmed);
      if (sent.length === 1) {
        broadcastCounts(site, 'ev1', { confirmed: 2, waiting: 0 }, 12_000);
        broadcastCounts(site, 'ev1', { confirmed: 3, waiting: 0 }, 10_000 + STUCK_MS);
      }
    };
    broadcastCounts(site, 'ev1', { confirmed: 1, waiting: 0 }, 10_000);
    expect(sent).toEqual([1, 3]);
  });
});
