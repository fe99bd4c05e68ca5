import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadHook } from './load-hook.ts';
import { recordStandIn, type RecordStandIn } from './record-stand-in.ts';

// How a new paid event must say to pay (pb_hooks/lib/signup-rules.js paymentProblem), without a
// server; the whole save, with PocketBase's own field checks after it, is tried in
// tests/integration/bad-input.test.ts and paid-events.test.ts.

interface SignupRules {
  paymentProblem(event: RecordStandIn, isNew: boolean): { field: string; message: string } | null;
}

// The module reads its limits from the generated file at load, through PocketBase's file API.
const pocketBase = { $os: { readFile: (file: string) => readFileSync(file) }, toString: String };
const rules = () => loadHook<SignupRules>('lib/signup-rules.js', { globals: pocketBase });
const event = (fields: Record<string, unknown>) => recordStandIn({ title: 'Gala', ...fields });

describe('paymentProblem', () => {
  it('asks a new paid event how to pay', () => {
    expect(rules().paymentProblem(event({ price: 3500, payment_instructions: '' }), true)).toMatchObject({
      field: 'payment_instructions',
    });
  });

  it('leaves a free event alone', () => {
    expect(rules().paymentProblem(event({ price: 0, payment_instructions: '' }), true)).toBeNull();
  });

  it('leaves a price that is no whole number of cents to the price field’s own error', () => {
    expect(rules().paymentProblem(event({ price: 12.5, payment_instructions: '' }), true)).toBeNull();
  });
});
