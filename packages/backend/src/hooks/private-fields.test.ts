import { describe, expect, it } from 'vitest';
import { collectionStandIn, type CollectionStandIn, type FieldStandIn } from './collection-stand-in.ts';
import { loadHook } from './load-hook.ts';

// Which searches and sorts reach a field no member may read (pb_hooks/lib/private-fields.js over
// lib/field-paths.js), against a small schema made the way PocketBase describes its collections;
// tests/unit/filter-guard.test.ts walks paths over a plain view, tests/integration/private-fields.test.ts
// sends such queries to a real PocketBase.

type App = { findCachedCollectionByNameOrId(nameOrId: string): CollectionStandIn };
const text = (name: string, hidden = false): FieldStandIn => ({ name, kind: 'text', hidden });
const relation = (name: string, target: string): FieldStandIn => ({ name, kind: 'relation', target });
const COLLECTIONS = [
  collectionStandIn('_pb_users_', 'users', 'auth', [
    text('name'),
    { name: 'email', kind: 'email' },
    text('password'),
    text('tokenKey'),
    text('calendar_token', true),
  ]),
  collectionStandIn('pbc_events', 'events', 'base', [text('title'), text('notes', true)]),
  collectionStandIn('pbc_signups', 'signups', 'base', [
    relation('user', '_pb_users_'),
    relation('event', 'pbc_events'),
  ]),
  collectionStandIn('pbc_secrets', 'secrets', 'base', [
    text('value'),
    { ...relation('signup', 'pbc_signups'), hidden: true },
  ]),
];
const app: App = {
  findCachedCollectionByNameOrId: (nameOrId) => {
    const found = COLLECTIONS.find((candidate) => candidate.id === nameOrId || candidate.name === nameOrId);
    if (!found) throw new Error('sql: no rows in result set');
    return found;
  },
};
const { privateUse } = loadHook<{
  privateUse(app: App, collection: { id: string }, query: { filter?: string; sort?: string }): string;
}>('lib/private-fields.js');
const on = (name: string, query: { filter?: string; sort?: string }) =>
  privateUse(app, app.findCachedCollectionByNameOrId(name), query);

describe('privateUse', () => {
  it('lets searches and sorts on fields members read pass', () => {
    expect(on('signups', { filter: 'user.name ~ "a" && event.title != ""', sort: '-event.title,user.name' })).toBe('');
    expect(on('users', { filter: 'name ~ "email"', sort: '' })).toBe('');
  });

  it('finds an auth collection\u2019s secrets, in a filter or a sort, also through a relation', () => {
    expect(on('users', { sort: 'email' })).toBe('sort');
    expect(on('users', { sort: '-tokenKey' })).toBe('sort');
    expect(on('users', { filter: 'password != ""' })).toBe('filter');
    expect(on('signups', { sort: 'user.email' })).toBe('sort');
    expect(on('signups', { filter: 'user.email:lower ~ "a"' })).toBe('filter');
  });

  it('finds hidden fields, and a hidden relation a back-relation would go through', () => {
    expect(on('users', { filter: 'calendar_token = "x"' })).toBe('filter');
    expect(on('signups', { filter: 'event.notes ~ "x"' })).toBe('filter');
    expect(on('signups', { filter: 'secrets_via_signup.value = "x"' })).toBe('filter');
  });

  it('does not take a name in quotes or a comment for a field', () => {
    expect(on('users', { filter: 'name = "email" // email' })).toBe('');
  });

  it('names the filter first when both use one', () => {
    expect(on('users', { filter: 'email = "a"', sort: 'email' })).toBe('filter');
  });

  it('reads @collection and @request.auth paths into the collections they name', () => {
    expect(on('events', { filter: '@collection.users.email ~ "a"' })).toBe('filter');
    expect(on('events', { filter: '@request.auth.email ~ "a"' })).toBe('filter');
    expect(on('events', { filter: '@request.auth.name ~ "a" && @collection.nothing.x = 1' })).toBe('');
  });
});
