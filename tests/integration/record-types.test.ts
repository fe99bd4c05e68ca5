import { readFile } from 'node:fs/promises';
import { FIELD_LIMITS_FILE, generateRecordTypes, RECORD_TYPES_FILE } from '@tjas/backend/record-types';
import { expect, test } from 'vitest';

// The record types the shell and the sections compile against are generated from the schema the
// migrations build. A migration that changes a collection without `pnpm generate:types` (or a
// hand edit of the generated file) fails here, with the difference.
test('the checked-in record types and field limits are those the migrations\u2019 schema generates', async () => {
  const generated = await generateRecordTypes();
  for (const [file, source] of Object.entries(generated)) {
    const checkedIn = await readFile(file, 'utf8');
    expect(checkedIn, `${file}: run \`npx -y pnpm@10.34.9 generate:types\` and commit the result`).toBe(source);
  }
  // The files really describe the site's collections, with their fields and limits.
  expect(generated[RECORD_TYPES_FILE]).toContain("Events: 'events'");
  expect(generated[RECORD_TYPES_FILE]).toMatch(/export type SignupsRecord = \{[^}]*status: SignupsStatusOptions;/);
  expect(generated[FIELD_LIMITS_FILE]).toMatch(/export const eventsLimits = \{[^;]*title: \{ min: 3, max: 200 \}/);
});
