import { readFileSync } from 'node:fs';
import { loadHook } from './load-hook.ts';
import { collectionStandIn, recordStandIn, type RecordStandIn } from './record-stand-in.ts';

/** What the mail hooks use of PocketBase: the site's settings, the members, the outbox, a count. */
export interface MailWorld {
  app: {
    settings(): { meta: { appURL: string; appName: string } };
    findRecordById(collection: string, id: string): RecordStandIn;
    findCollectionByNameOrId(name: string): { name: string };
    findCachedCollectionByNameOrId(name: string): { name: string };
    /** A record checked as a save checks it: the stand-in's mails always pass, and get their id. */
    validate(record: RecordStandIn): void;
    /** The outbox's INSERT (lib/record-insert.js): each row becomes a mail in `outbox`. */
    db(): { insert(table: string, row: Record<string, unknown>): { execute(): void } };
    countRecords(collection: string, expression: unknown): number;
    /** No member here has a device for pushes (lib/member-pushes.js): a mail writes no push. */
    findRecordsByFilter(collection: string): RecordStandIn[];
  };
  globals: Record<string, unknown>;
  /** The mails written into the outbox, in order. */
  outbox: RecordStandIn[];
  /** The expressions `countRecords` was asked. */
  counted: { collection: string; expression: unknown }[];
}

/**
 * An app with these members (by id) on the site `Tjas` at https://tjas.example, whose
 * `countRecords` answers 0 and records what it was asked (the mails count nothing). Its
 * globals: `Record` (a new outbox record), `$dbx.exp`, and the `$os.readFile` and `toString`
 * signup-rules.js reads its generated limits with.
 */
export function mailWorld(members: RecordStandIn[]): MailWorld {
  const outbox: RecordStandIn[] = [];
  const counted: MailWorld['counted'] = [];
  const app: MailWorld['app'] = {
    settings: () => ({ meta: { appURL: 'https://tjas.example/', appName: 'Tjas' } }),
    findRecordById: (collection, id) => {
      const found = collection === 'users' ? members.find((member) => member.id === id) : undefined;
      if (!found) throw new Error('sql: no rows in result set');
      return found;
    },
    findCollectionByNameOrId: (name) => ({ name }),
    findCachedCollectionByNameOrId: (name) => ({ name }),
    validate: (record) => {
      if (!record.fields['id']) record.set('id', `mail${outbox.length + 1}`);
    },
    db: () => ({
      insert: (table, row) => ({
        execute: () => {
          if (table === 'mail_outbox') outbox.push(recordStandIn({ ...row }, String(row['id'])));
        },
      }),
    }),
    countRecords: (collection, expression) => {
      counted.push({ collection, expression });
      return 0;
    },
    findRecordsByFilter: () => [],
  };
  // A class whose constructor answers a stand-in, as `new Record(collection)` answers a record;
  // `dbExport` gives its fields as the row an INSERT writes.
  const NewRecord = function NewRecord(this: unknown, collection: { name: string }) {
    const record = recordStandIn({ collection: collection.name });
    return Object.assign(record, {
      collection: () => collectionStandIn(['created', 'updated']),
      setRaw: (field: string, value: unknown) => record.set(field, value),
      dbExport: () => ({ ...record.fields }),
    });
  };
  // The time of a save.
  const DateTime = function DateTime(this: { value: string }) {
    this.value = '2026-11-30 10:00:00.000Z';
  };
  const globals = {
    Record: NewRecord,
    DateTime,
    $dbx: { exp: (sql: string, params: Record<string, unknown>) => ({ sql, params }) },
    $os: { readFile: (path: string) => readFileSync(path) },
    toString: (bytes: Buffer) => bytes.toString('utf8'),
  };
  return { app, globals, outbox, counted };
}

export const member = (id: string, fields: Record<string, unknown>): RecordStandIn =>
  recordStandIn({ username: id, email: `${id}@example.com`, ...fields }, id);

/**
 * The HTML the mail job sends for a mail a hook wrote into the outbox: rendered from the parts
 * saved with it (lib/member-mails.js, htmlOf), as PocketBase reads them back (JSON text).
 */
export function sentHtml(world: MailWorld, mail: RecordStandIn): string {
  const { htmlOf } = loadHook<{ htmlOf(mail: RecordStandIn): string }>('lib/member-mails.js', {
    globals: world.globals,
  });
  return htmlOf(recordStandIn({ ...mail.fields, parts: JSON.stringify(mail.fields['parts']) }, mail.id));
}
