import { readFile } from 'node:fs/promises';
import { generateRecordTypes, RECORD_TYPES_FILE } from '@tjas/backend/record-types';
import { expect, test } from 'vitest';

// The record types the shell and the sections compile against are generated from the schema the
// migrations build. A migration that changes a collection without `pnpm generate:types` (or a
// hand edit of the generated file) fails here, with the difference.
test('the checked-in record types are those the migrations\u2019 schema generates', async () => {
  const generated = await generateRecordTypes();
  const checkedIn = await readFile(RECORD_TYPES_FILE, 'utf8');
  expect(checkedIn, 'run `npx -y pnpm@10.34.9 generate:types` and commit the result').toBe(generated);
  // The file really describes the site's collections, with their fields.
  expect(generated).toContain("Events: 'events'");
  expect(generated).toMatch(/export type SignupsRecord = \{[^}]*status: SignupsStatusOptions;/);
});
