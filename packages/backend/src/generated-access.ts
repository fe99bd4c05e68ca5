import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generateAccess } from '@tjas/permissions/api-rules';
import { HOOKS_DIR } from './paths.ts';

/** Where PocketBase reads the rules generated from the permission table (pb_hooks/lib/access.js). */
export const GENERATED_ACCESS_FILE = join(HOOKS_DIR, 'generated', 'access.json');

/** The file's text as the permission table makes it now. */
export function generatedAccessText(): string {
  return `${JSON.stringify(generateAccess(), null, 2)}\n`;
}

export async function writeGeneratedAccess(): Promise<void> {
  await writeFile(GENERATED_ACCESS_FILE, generatedAccessText());
}

export async function readGeneratedAccess(): Promise<string> {
  return readFile(GENERATED_ACCESS_FILE, 'utf8');
}
