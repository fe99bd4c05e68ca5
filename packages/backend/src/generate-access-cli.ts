/** `pnpm generate:access`: writes the API rules and hook data generated from the permission table. */
import { GENERATED_ACCESS_FILE, writeGeneratedAccess } from './generated-access.ts';

await writeGeneratedAccess();
console.log(`Toegangsregels geschreven naar ${GENERATED_ACCESS_FILE}`);
