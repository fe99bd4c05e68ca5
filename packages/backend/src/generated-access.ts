import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generateAccess } from '@tjas/permissions/api-rules';
import { signupLimits } from '@tjas/schema/signup-limits';
import { HOOKS_DIR } from './paths.ts';

/** Where PocketBase reads the rules generated from the permission table (pb_hooks/lib/access.js). */
export const GENERATED_ACCESS_FILE = join(HOOKS_DIR, 'generated', 'access.json');

/** Where the sign-up hooks read the limits the forms import (pb_hooks/lib/signup-rules.js). */
export const GENERATED_SIGNUP_LIMITS_FILE = join(HOOKS_DIR, 'generated', 'signup-limits.json');

/** The files' texts as the permission table and the sign-up limits make them now, by path. */
export function generatedHookData(): Record<string, string> {
  return {
    [GENERATED_ACCESS_FILE]: `${JSON.stringify(generateAccess(), null, 2)}\n`,
    [GENERATED_SIGNUP_LIMITS_FILE]: `${JSON.stringify(signupLimits, null, 2)}\n`,
  };
}

export async function writeGeneratedHookData(): Promise<void> {
  for (const [file, text] of Object.entries(generatedHookData())) await writeFile(file, text);
}

export async function readGeneratedFile(file: string): Promise<string> {
  return readFile(file, 'utf8');
}
