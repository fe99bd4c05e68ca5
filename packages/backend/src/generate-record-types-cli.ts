/** `pnpm generate:types`: writes the record types and field limits generated from the migrations' schema. */
import { writeFile } from 'node:fs/promises';
import { generateRecordTypes } from './record-types.ts';

for (const [file, source] of Object.entries(await generateRecordTypes())) {
  await writeFile(file, source);
  console.log(`Geschreven: ${file}`);
}
