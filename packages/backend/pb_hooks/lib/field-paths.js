/// <reference path="../../pb_data/types.d.ts" />
// Where a field path of a filter or sort leads, walked as PocketBase resolves it: `user.name`
// goes through the relation `user` into users, `signup_payments_via_signup.id` through the
// back-relation into signup_payments, `@collection.orders.total` into orders, `data.a.b` stops
// at the json field `data`. walkPath is plain JavaScript over a small view of the schema (the
// unit tests give it one of their own); appSchema makes that view from PocketBase.

const MODIFIER = /:[A-Za-z]+$/;
const BACK_RELATION = /^(\w+)_via_(\w+)$/;
const AUTH_SECRETS = ['email', 'password', 'tokenKey'];
const VALUE_FIELDS = ['json', 'geoPoint']; // the rest of the path is a key inside the value

/**
 * A view of the schema: `collection(nameOrId)` gives `{ id, name, field(name) }` or null, and
 * `field(name)` gives `{ type, target, private }` or null (`target` is a relation's collection id,
 * `private` a field no member may read: hidden fields and an auth collection's secrets).
 */
function appSchema(app) {
  const found = {};
  const view = (collection) => ({
    id: collection.id,
    name: collection.name,
    field(name) {
      const field = collection.fields.getByName(name);
      if (!field) return null;
      return {
        type: field.type(),
        target: field.type() === 'relation' ? field.collectionId : '',
        private: field.getHidden() || (collection.type === 'auth' && AUTH_SECRETS.indexOf(name) >= 0),
      };
    },
  });
  return {
    collection(nameOrId) {
      if (!(nameOrId in found)) {
        try {
          found[nameOrId] = view(app.findCachedCollectionByNameOrId(nameOrId));
        } catch (error) {
          found[nameOrId] = null;
        }
      }
      return found[nameOrId];
    },
  };
}

/**
 * Where `path`, read from the collection `start`, leads: `hops`, each relation it passes
 * (`{ path, target, back }`: the path up to it, the collection it enters, whether it is a
 * back-relation); `private`, whether it uses a field no member may read; `unknown`, the part
 * PocketBase would not find (''). `@request.auth...` starts at the caller's record in users
 * (PocketBase reads what it cannot find there as null); other `@` terms are values.
 */
function walkPath(schema, start, path) {
  /** @type {{ hops: { path: string, target: string, back: boolean }[], private: boolean, unknown: string }} */
  const walk = { hops: [], private: false, unknown: '' };
  let parts = String(path).split('.');
  let collection = start;
  let lenient = false;
  const through = [];
  if (parts[0] === '@collection') {
    through.push(parts[0], parts[1] || '');
    collection = schema.collection((parts[1] || '').replace(/:.*$/, ''));
    if (!collection) {
      walk.unknown = through.join('.');
      return walk;
    }
    walk.hops.push({ path: through.join('.'), target: collection.name, back: false });
    parts = parts.slice(2);
  } else if (parts[0] === '@request' && parts[1] === 'auth') {
    through.push('@request', 'auth');
    collection = schema.collection('users');
    lenient = true;
    parts = parts.slice(2);
  } else if (parts[0].charAt(0) === '@') {
    return walk;
  }
  for (let i = 0; i < parts.length && collection; i++) {
    const name = parts[i].replace(MODIFIER, '');
    const last = i === parts.length - 1;
    through.push(name);
    const field = collection.field(name);
    if (field) {
      if (field.private) walk.private = true;
      if (last || field.private || VALUE_FIELDS.indexOf(field.type) >= 0) return walk;
      if (field.type !== 'relation') {
        walk.unknown = String(path).replace(MODIFIER, ''); // a plain value has nothing inside it
        return walk;
      }
      collection = schema.collection(field.target);
      if (collection) walk.hops.push({ path: through.join('.'), target: collection.name, back: false });
      continue;
    }
    // `orders_via_member`: the records of orders whose relation `member` points here
    const back = last ? null : BACK_RELATION.exec(name);
    const source = back ? schema.collection(back[1]) : null;
    const link = back && source ? source.field(back[2]) : null;
    if (link && link.type === 'relation' && link.target === collection.id) {
      if (link.private) {
        walk.private = true;
        return walk;
      }
      walk.hops.push({ path: through.join('.'), target: source.name, back: true });
      collection = source;
      continue;
    }
    break;
  }
  if (collection && !lenient) walk.unknown = through.join('.');
  return walk;
}

module.exports = { appSchema, walkPath };
