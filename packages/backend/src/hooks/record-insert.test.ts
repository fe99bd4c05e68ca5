import { describe, expect, it } from 'vitest';
import { loadHook } from './load-hook.ts';
import { collectionStandIn, recordStandIn, type FieldStandIn } from './record-stand-in.ts';

// lib/record-insert.js: a new record nobody listens to (the mail outbox, a new sign-up), checked
// as a save checks it and written by one INSERT, so PocketBase does not walk its realtime
// connections.

interface RecordInsert {
  insertRecord(app: unknown, table: string, record: unknown): void;
}

function world(invalid?: Error, dates = ['created', 'updated'], fields: FieldStandIn[] = []) {
  const steps: string[] = [];
  const rows: { table: string; row: Record<string, unknown> }[] = [];
  const record = Object.assign(recordStandIn({ subject: 'Je bent aangemeld' }), {
    collection: () => collectionStandIn(dates, fields),
    setRaw: (field: string, value: unknown) => {
      steps.push(`setRaw ${field}`);
      record.fields[field] = value;
    },
    dbExport: () => ({ ...record.fields }),
  });
  const app = {
    // As PocketBase's check: it fills in the id of a new record from the collection's pattern.
    validate: () => {
      steps.push('validate');
      if (invalid) throw invalid;
      record.fields['id'] = 'k3v9x0q2m7b4n1z';
    },
    // A save would go through here; the insert must not.
    save: () => steps.push('save'),
    db: () => ({
      insert: (table: string, row: Record<string, unknown>) => ({
        execute: () => {
          steps.push('insert');
          rows.push({ table, row });
        },
      }),
    }),
  };
  const { insertRecord } = loadHook<RecordInsert>('lib/record-insert.js', {
    globals: {
      DateTime: function DateTime(this: { at: string }) {
        this.at = '2026-11-30 10:00:00.000Z';
      },
    },
  });
  return { steps, rows, run: () => insertRecord(app, 'mail_outbox', record) };
}

describe('insertRecord', () => {
  it('gives the record its dates as a save would, checks it, and inserts it with its id without a save', () => {
    const { steps, rows, run } = world();
    run();
    expect(steps).toEqual(['setRaw created', 'setRaw updated', 'validate', 'insert']);
    expect(rows).toEqual([
      {
        table: 'mail_outbox',
        row: {
          subject: 'Je bent aangemeld',
          created: { at: '2026-11-30 10:00:00.000Z' },
          updated: { at: '2026-11-30 10:00:00.000Z' },
          id: 'k3v9x0q2m7b4n1z',
        },
      },
    ]);
  });

  it('fills only the dates the collection has, and only those a save fills on create', () => {
    // A sign-up has `created` only; a date that follows updates alone is not the insert's.
    const onUpdateOnly = { type: () => 'autodate', getName: () => 'changed', onCreate: false };
    const text = { type: () => 'text', getName: () => 'subject' };
    const { steps, rows, run } = world(undefined, ['created'], [onUpdateOnly, text]);
    run();
    expect(steps).toEqual(['setRaw created', 'validate', 'insert']);
    expect(Object.keys(rows[0]!.row).sort()).toEqual(['created', 'id', 'subject']);
  });

  it('inserts nothing when the record fails the collection’s checks', () => {
    const { steps, rows, run } = world(new Error('subject: Cannot be blank.'));
    expect(run).toThrow('subject: Cannot be blank.');
    expect(steps).not.toContain('insert');
    expect(rows).toEqual([]);
  });
});
