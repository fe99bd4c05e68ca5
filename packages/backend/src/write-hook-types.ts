/**
 * Writes PocketBase's own type declarations for its JavaScript hooks to pb_data/types.d.ts (the
 * file the hooks' `/// <reference>` names), so `pnpm typecheck` checks the hooks against the
 * PocketBase version the project pins. PocketBase writes them into any data folder it opens;
 * they are generated, not kept in the repository.
 */
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BACKEND_DIR } from './paths.ts';
import { runPocketBaseCommand } from './pocketbase-process.ts';

const dataDir = await mkdtemp(join(tmpdir(), 'tjas-hook-types-'));
try {
  await runPocketBaseCommand(['migrate', 'up'], dataDir);
  await mkdir(join(BACKEND_DIR, 'pb_data'), { recursive: true });
  await copyFile(join(dataDir, 'types.d.ts'), join(BACKEND_DIR, 'pb_data', 'types.d.ts'));
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
