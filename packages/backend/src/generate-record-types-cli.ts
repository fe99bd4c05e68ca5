/** `pnpm generate:types`: writes the record types generated from the migrations' schema. */
import { writeFile } from 'node:fs/promises';
import { generateRecordTypes, RECORD_TYPES_FILE } from './record-types.ts';

await writeFile(RECORD_TYPES_FILE, await generateRecordTypes());
console.log(`Recordtypes geschreven naar ${RECORD_TYPES_FILE}`);
