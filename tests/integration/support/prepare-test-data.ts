import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareTestDataTemplates, TEMPLATES_ENV } from './test-pocketbase.ts';

/**
 * Global setup of the `integration` test project: migrates a data folder and seeds the demo data
 * once (about 8 s), for every file's test servers to start on a copy (see TEMPLATES_ENV); both
 * integration projects share it.
 */
export default async function prepareTestData(): Promise<(() => Promise<void>) | void> {
  if (process.env[TEMPLATES_ENV]) return; // made by the other integration project's set-up
  const root = await mkdtemp(join(tmpdir(), 'tjas-pb-templates-'));
  await prepareTestDataTemplates(root);
  process.env[TEMPLATES_ENV] = root;
  return () => rm(root, { recursive: true, force: true });
}
