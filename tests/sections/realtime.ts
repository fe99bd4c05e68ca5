import { EventSource } from 'eventsource';

// jsdom has no EventSource; the pages' realtime subscriptions (live sign-up counts) use the
// eventsource package's, against the same real PocketBase.
globalThis.EventSource ??= EventSource as unknown as typeof globalThis.EventSource;
