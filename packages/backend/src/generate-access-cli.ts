/** `pnpm generate:access`: writes the hook data generated from the permission table and the sign-up limits. */
import { generatedHookData, writeGeneratedHookData } from './generated-access.ts';

await writeGeneratedHookData();
console.log(`Geschreven: ${Object.keys(generatedHookData()).join(', ')}`);
