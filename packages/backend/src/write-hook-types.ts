/**
 * Writes PocketBase's own type declarations for its JavaScript hooks to pb_data/types.d.ts (the
 * file the hooks' `/// <reference>` names), so `pnpm typecheck` checks the hooks and migrations
 * against the PocketBase version the project pins. PocketBase writes them into any data folder it
 * opens; they are generated, not kept in the repository.
 *
 * Two changes are made, each failing loudly when a PocketBase upgrade changes what it replaces:
 * - `new Collection({...})` also takes the plain definition PocketBase's migration docs use (rules
 *   as strings, fields as objects), which its declarations, written from the Go struct, do not
 *   describe. `CollectionDefinition` (types/jsvm-globals.d.ts) describes it.
 * - The app's interface loses its `[key: string]: any`, so a misspelt method of `$app`/`e.app`
 *   is an error instead of an `any`.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BACKEND_DIR } from './paths.ts';
import { runPocketBaseCommand } from './pocketbase-process.ts';

const dataDir = await mkdtemp(join(tmpdir(), 'tjas-hook-types-'));
try {
  await runPocketBaseCommand(['migrate', 'up'], dataDir);
  await mkdir(join(BACKEND_DIR, 'pb_data'), { recursive: true });
  let declarations = await readFile(join(dataDir, 'types.d.ts'), 'utf8');
  const patch = (from: string, to: string) => {
    if (!declarations.includes(from)) throw new Error(`PocketBase's types.d.ts no longer has ${JSON.stringify(from)}.`);
    declarations = declarations.replace(from, to);
  };
  patch('constructor(data?: Partial<Collection>)', 'constructor(data?: Partial<Collection> | CollectionDefinition)');
  patch(' interface App {\n  [key:string]: any;', ' interface App {');
  await writeFile(join(BACKEND_DIR, 'pb_data', 'types.d.ts'), declarations);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
