import { describe, expect, it } from 'vitest';
import { loadHook } from './load-hook.ts';

// The check of a record's request body for values of the wrong shape (pb_hooks/lib/input-types.js),
// without a server: PocketBase would cast them silently ("twaalf" in a number field becomes 0).

interface Field {
  getName(): string;
  type(): string;
  maxSelect?: number;
}

/** A collection as the hook reads it: its fields in order, and PocketBase's lookup by name. */
function collection(fields: [string, string, number?][]) {
  const list: Field[] = fields.map(([name, type, maxSelect]) => ({ getName: () => name, type: () => type, maxSelect }));
  return Object.assign(list, { getByName: (name: string) => list.find((field) => field.getName() === name) ?? null });
}

const { checkBody } = loadHook<{ checkBody(collection: unknown, body: Record<string, unknown>): object }>(
  'lib/input-types.js',
);
const events = {
  fields: collection([
    ['title', 'text'],
    ['capacity', 'number'],
    ['paid', 'bool'],
    ['tags', 'select', 3],
  ]),
};

describe('checkBody', () => {
  it('passes values of the right shape, and leaves keys that are no field to PocketBase', () => {
    expect(checkBody(events, { title: 'Gala', capacity: '12', paid: 'false', tags: ['a', 'b'], answers: {} })).toEqual(
      {},
    );
  });

  it('names every wrong value in Dutch, in the order of the collection, whatever the order of the body', () => {
    const errors = checkBody(events, { paid: 'misschien', capacity: 'twaalf', title: { text: 'Gala' } });
    expect(Object.entries(errors)).toEqual([
      ['title', { code: 'invalid_type', message: 'Hier hoort tekst.' }],
      ['capacity', { code: 'invalid_type', message: 'Vul een getal in.' }],
      ['paid', { code: 'invalid_type', message: 'Kies ja of nee.' }],
    ]);
  });

  it('refuses a list where one value belongs', () => {
    expect(checkBody(events, { title: ['Gala', 'Diner'] })).toEqual({
      title: { code: 'invalid_type', message: 'Hier hoort één waarde.' },
    });
  });
});
